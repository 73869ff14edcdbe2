// Accounting and reports screens (spec 002 §2), each loaded when first opened. Profit & Loss,
// Balance Sheet and Cash Flow Statement are locked on the free plan (planLocked: the shell shows 'Upgrade Plan').

import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { codes } from '../../lib/access.js';
import { paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';
import { reportAccess } from './report-access.js';

const { code, anyReport } = reportAccess;

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
  // Ours: read with either statement's code, and locked with them.
  lazyPage(paths.cashFlow, 'Cash Flow Statement', () => import('./routes/cash-flow.js').then((m) => ({ default: m.CashFlowRoute })), {
    anyOf: reportAccess.cashFlow,
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
    anyOf: reportAccess.hub,
  }),
  lazyPage(paths.reportsNew, 'Reports', () => import('./routes/reports-hub.js').then((m) => ({ default: m.ReportsRoute })), {
    anyOf: reportAccess.hub,
  }),
  lazyPage(paths.salesReport, 'Sales report', () => import('./routes/period-reports.js').then((m) => ({ default: m.SalesReportRoute })), {
    anyOf: reportAccess.salesSummary,
  }),
  lazyPage(paths.salesReportDetail, 'Sales report', () => import('./routes/sales-report-detail.js').then((m) => ({ default: m.SalesReportDetailRoute })), {
    anyOf: reportAccess.salesDetail,
  }),
  lazyPage(paths.expenseReport, 'Expense report', () => import('./routes/period-reports.js').then((m) => ({ default: m.ExpenseReportRoute })), {
    anyOf: reportAccess.expenseSummary,
  }),
  lazyPage(
    paths.expenseReportDetail,
    'Expense report',
    () => import('./routes/expense-report-detail.js').then((m) => ({ default: m.ExpenseReportDetailRoute })),
    {
      anyOf: reportAccess.expenseDetail,
    },
  ),
  lazyPage(paths.inventoryReport, 'Inventory report', () => import('./routes/period-reports.js').then((m) => ({ default: m.InventoryReportRoute })), {
    anyOf: reportAccess.inventory,
  }),
  lazyPage(paths.inventoryList, 'Inventory by product', () => import('./routes/inventory-list.js').then((m) => ({ default: m.InventoryListRoute })), {
    anyOf: reportAccess.inventory,
  }),
  lazyPage(paths.inventorySales, 'Sales list', () => import('./routes/inventory-documents.js').then((m) => ({ default: m.InventorySalesRoute })), {
    anyOf: reportAccess.salesDetail,
  }),
  lazyPage(paths.inventoryPurchases, 'Purchases list', () => import('./routes/inventory-documents.js').then((m) => ({ default: m.InventoryPurchasesRoute })), {
    anyOf: reportAccess.purchasesList,
  }),
  // The old address of the inventory report (spec 002 §2 /inventoryreport), with its query.
  { path: paths.inventoryReportOld, Component: ToInventoryReport },
];

function ToInventoryReport() {
  const { search } = useLocation();
  return <Navigate to={`${paths.inventoryReport}${search}`} replace />;
}
