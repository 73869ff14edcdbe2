import { listSubBusinesses, loadBusinessState, type Queryable } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';

/**
 * A business whose sub-businesses are open is not closed, by its owner or by the provider's staff
 * (docs/settings.md "Closing the business"): they run on its plan, and closing them along with it
 * would close books nobody named. Callers run the check under the business's stream lock.
 */
export const OPEN_SUB_BUSINESSES = 'OPEN_SUB_BUSINESSES';

/** What the owner is told: they close each sub-business from inside it. */
export function openSubBusinessesMessage(names: readonly string[]): string {
  return `Close this business's sub-businesses first (${names.join(', ')}): they run on its plan. Switch to each and close it, then close this one.`;
}

/** 409 OPEN_SUB_BUSINESSES naming the open sub-businesses, if any; `message` words it for who asked. */
export async function refuseWithOpenSubBusinesses(
  db: Queryable,
  businessId: string,
  message: (names: readonly string[]) => string = openSubBusinessesMessage,
): Promise<void> {
  const open: string[] = [];
  for (const sub of await listSubBusinesses(db, businessId)) {
    const state = await loadBusinessState(db, sub.businessId);
    if (state.exists && !state.deactivated) open.push(sub.name);
  }
  if (open.length > 0) throw new AppError(409, OPEN_SUB_BUSINESSES, message(open));
}
