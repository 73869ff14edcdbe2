// Account names for journal lines, from the ledger's chart of accounts (LEDGER.md §2), so the
// expense accounts (6xxx) show their category's name as the reports do.

import { accountByCode } from '@ledgerline/ledger';

export function accountLabel(code: string): string {
  const name = accountByCode(code)?.name;
  return name ? `${code} · ${name}` : code;
}
