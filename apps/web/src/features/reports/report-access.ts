// Who may open each report: the permission codes of the calls it reads (the API's route table,
// apps/api/src/common/access/route-table.ts), so a page never opens onto a refusal. The routes and
// the reports hub's links read the same lists.

import { codes } from '../../lib/access.js';

const code = {
  debtors: 10,
  creditors: 11,
  debtorsAndCreditors: 12,
  purchases: 3,
  salesReports: 16,
  expenseReports: 17,
  inventoryReports: 18,
  invoiceReports: 21,
} as const;

export const reportAccess = {
  code,
  /** The statements: any report code. */
  anyReport: [codes.reports, codes.profitAndLoss, codes.balanceSheet],
  hub: [codes.reports, code.salesReports, code.expenseReports, code.inventoryReports],
  /** GET /reports/summary/sales and /summary/expense take the reports code too. */
  salesSummary: [code.salesReports, codes.reports],
  expenseSummary: [code.expenseReports, codes.reports],
  inventory: [code.inventoryReports],
  /** POST /reports/sales and GET /reports/transactions/sales: sales reports only. */
  salesDetail: [code.salesReports],
  /** POST /reports/expense: expense reports only. */
  expenseDetail: [code.expenseReports],
  /** GET /reports/transactions/purchases: reports, or purchases. */
  purchasesList: [codes.reports, code.purchases],
  profitAndLoss: [codes.profitAndLoss],
  balanceSheet: [codes.balanceSheet],
  /** GET /reports/cash-flow: either statement's code. */
  cashFlow: [codes.profitAndLoss, codes.balanceSheet],
} as const satisfies Record<string, unknown>;
