// Bank Statement and Bank Reconciliation (ours; docs/bank-reconciliation.md), each loaded when first
// opened. Read with any statement's code, as the journal entries are; locked on the free plan with
// the profit and loss (the server's plan feature). Writes are the owner's and admins' (the server says so).

import type { RouteObject } from 'react-router-dom';
import { codes } from '../../lib/access.js';
import { paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';

const handle = { anyOf: [codes.reports, codes.profitAndLoss, codes.balanceSheet], planLocked: true };

export const routes: RouteObject[] = [
  lazyPage(paths.bankStatement, 'Bank Statement', () => import('./routes/bank-statement.js').then((m) => ({ default: m.BankStatementRoute })), handle),
  lazyPage(
    paths.bankReconciliation,
    'Bank Reconciliation',
    () => import('./routes/bank-reconciliation.js').then((m) => ({ default: m.BankReconciliationRoute })),
    handle,
  ),
];
