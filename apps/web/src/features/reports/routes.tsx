// Accounting and reports screens (spec 002 §2), each loaded when first opened. Profit & Loss and
// Balance Sheet are locked on the free plan (planLocked: the shell shows 'Upgrade Plan').

import type { RouteObject } from 'react-router-dom';
import { codes } from '../../lib/access.js';
import { paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';

const code = { debtors: 10, creditors: 11, debtorsAndCreditors: 12, salesReports: 16, expenseReports: 17, inventoryReports: 18, invoiceReports: 21 } as const;
const anyReport = [codes.reports, codes.profitAndLoss, codes.balanceSheet];

export const routes: RouteObject[] = [
  lazyPage(paths.accounting, 'Accounting', () => import('./routes/accounting-hub.js').then((m) => ({ default: m.AccountingRoute }))),
  lazyPage(paths.profitAndLoss, 'Profit & Loss', () => import('./routes/profit-and-loss.js').then((m) => ({ default: m.ProfitAndLossRoute })), {
    anyOf: [codes.profitAndLoss],
    planLocked: true,
  }),
  lazyPage(paths.balanceSheet, 'Balance Sheet', () => import('./routes/balance-sheet.js').then((m) => ({ default: m.BalanceSheetRoute })), {
    anyOf: [codes.balanceSheet],
    planLocked: true,
  }),
  lazyPage(paths.trialBalance, 'Trial Balance', () => import('./routes/trial-balance.js').then((m) => ({ default: m.TrialBalanceRoute })), {
    anyOf: anyReport,
  }),
  lazyPage(paths.chartOfAccounts, 'Chart of Accounts', () => import('./routes/chart-of-accounts.js').then((m) => ({ default: m.ChartOfAccountsRoute })), {
    anyOf: [...anyReport, code.invoiceReports],
  }),
  lazyPage(
    `${paths.chartOfAccounts}/:type/:subtype`,
    'Chart of Accounts',
    () => import('./routes/chart-of-accounts.js').then((m) => ({ default: m.AccountPageRoute })),
    {
      anyOf: [...anyReport, code.invoiceReports],
    },
  ),
  lazyPage(
    paths.debtorsAndCreditors,
    'Debtors & Creditors',
    () => import('./routes/debtors-creditors.js').then((m) => ({ default: m.DebtorsCreditorsRoute })),
    {
      anyOf: [code.debtorsAndCreditors, code.debtors, code.creditors],
    },
  ),
  lazyPage(paths.reports, 'Reports', () => import('./routes/reports-hub.js').then((m) => ({ default: m.ReportsRoute })), {
    anyOf: [codes.reports, code.salesReports, code.expenseReports, code.inventoryReports],
  }),
  lazyPage(paths.salesReport, 'Sales report', () => import('./routes/period-reports.js').then((m) => ({ default: m.SalesReportRoute })), {
    anyOf: [code.salesReports, codes.reports],
  }),
  lazyPage(paths.expenseReport, 'Expense report', () => import('./routes/period-reports.js').then((m) => ({ default: m.ExpenseReportRoute })), {
    anyOf: [code.expenseReports, codes.reports],
  }),
  lazyPage(paths.inventoryReport, 'Inventory report', () => import('./routes/period-reports.js').then((m) => ({ default: m.InventoryReportRoute })), {
    anyOf: [code.inventoryReports],
  }),
];
