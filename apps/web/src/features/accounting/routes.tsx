// Manual journals and opening balances (spec 002 §2 /journal-entry, /accounting/view,
// /accounting/opening-balance, /trial-account), each page loaded when first opened. Posting is the
// owner's or an admin's; the list is read by whoever reads the trial balance.

import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';
import { codes } from '../../lib/access.js';
import { chartAccountPath, paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';

/** The codes that read the trial balance (the server's rule for reading journals). */
const READ_JOURNALS = [codes.reports, codes.profitAndLoss, codes.balanceSheet];

export const routes: RouteObject[] = [
  lazyPage(paths.journalEntry, 'Journal Entry', () => import('./routes/journal-entry.js').then((m) => ({ default: m.JournalEntryRoute })), {
    ownerOrAdminOnly: true,
  }),
  lazyPage(paths.journalEntries, 'Journal Entries', () => import('./routes/journal-entries.js').then((m) => ({ default: m.JournalEntriesRoute })), {
    anyOf: READ_JOURNALS,
  }),
  lazyPage(paths.openingBalance, 'Opening Balances', () => import('./routes/opening-balance.js').then((m) => ({ default: m.OpeningBalanceRoute })), {
    ownerOrAdminOnly: true,
  }),
  { path: paths.trialAccount, Component: ToTrialAccount },
];

/** TrialAccount: the trial balance, or with ?account=<code> that account's page of the chart (its entries and running balance). */
function ToTrialAccount() {
  const [params] = useSearchParams();
  const account = params.get('account');
  const to = account ? chartAccountPath(account.trim(), params.get('bank') ?? undefined) : undefined;
  return <Navigate to={to ?? paths.trialBalance} replace />;
}
