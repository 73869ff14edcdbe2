import type { Runtime } from '@ledgerline/platform';
import { loadBusinessState } from '@ledgerline/projections';

/** `{business}-{what}.csv`, the business's name made safe for a file name. */
export async function businessFileName(runtime: Runtime, businessId: string, what: string): Promise<string> {
  const state = await loadBusinessState(runtime.pool, businessId);
  const slug = (state.exists ? state.name : '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return `${slug || 'business'}-${what}.csv`;
}
