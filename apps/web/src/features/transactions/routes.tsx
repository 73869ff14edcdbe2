// The transactions screens (spec 002 §2), each loaded when first opened.

import type { RouteObject } from 'react-router-dom';
import { codes } from '../../lib/access.js';
import { paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';

/** Permission codes (spec 002 §6) not named in lib/access.ts. */
const code = {
  viewAllTransactions: 1,
  sales: 2,
  purchases: 3,
  expenses: 4,
  createTransaction: 22,
  createSales: 23,
  createExpense: 24,
  createPurchase: 25,
  createOutflow: 26,
  createInflow: 27,
} as const;

const viewList = [codes.transactions, code.viewAllTransactions];

export const routes: RouteObject[] = [
  lazyPage(paths.transactions, 'Transactions', () => import('./routes/transactions-list.js').then((m) => ({ default: m.TransactionsRoute })), {
    anyOf: viewList,
    floatingAdd: true,
  }),
  // AddTransactionNew at both of the spec's addresses (/transactions/new and /new2).
  ...[paths.addTransaction, paths.addTransactionAlternative].map((path) =>
    lazyPage(path, 'New transaction', () => import('./routes/new-transaction.js').then((m) => ({ default: m.NewTransactionRoute })), {
      anyOf: [code.createTransaction, code.createSales, code.createExpense, code.createPurchase, code.createOutflow, code.createInflow],
    }),
  ),
  lazyPage(paths.createSalesTransaction, 'New sale', () => import('./routes/record-trade.js').then((m) => ({ default: m.CreateSaleRoute })), {
    anyOf: [code.createTransaction, code.createSales],
  }),
  lazyPage(paths.createPurchaseTransaction, 'New purchase', () => import('./routes/record-trade.js').then((m) => ({ default: m.CreatePurchaseRoute })), {
    anyOf: [code.createTransaction, code.createPurchase],
  }),
  lazyPage(paths.createExpenseTransaction, 'New expense', () => import('./routes/record-expense.js').then((m) => ({ default: m.CreateExpenseRoute })), {
    anyOf: [code.createTransaction, code.createExpense],
  }),
  lazyPage(paths.createMoneyInTransaction, 'Record money in', () => import('./routes/record-money.js').then((m) => ({ default: m.CreateMoneyInRoute })), {
    anyOf: [code.createTransaction, code.createInflow, code.createExpense],
  }),
  lazyPage(paths.createMoneyOutTransaction, 'Record money out', () => import('./routes/record-money.js').then((m) => ({ default: m.CreateMoneyOutRoute })), {
    anyOf: [code.createTransaction, code.createOutflow, code.createExpense],
  }),
  lazyPage(paths.transaction, 'Transaction', () => import('./routes/transaction-detail.js').then((m) => ({ default: m.TransactionRoute })), {
    anyOf: [...viewList, code.sales, code.purchases, code.expenses],
  }),
];

/** Public receipts (no sign-in): /{orgId}/{userId}/transaction/{ref}/view and /receipt/{orgId}/{id}. */
export const publicRoutes: RouteObject[] = [
  lazyPage('/:orgId/:userId/transaction/:reference/view', 'Receipt', () =>
    import('./routes/public-receipt.js').then((m) => ({ default: m.PublicReceiptRoute })),
  ),
  lazyPage('/receipt/:orgId/:reference', 'Receipt', () => import('./routes/public-receipt.js').then((m) => ({ default: m.PublicReceiptRoute }))),
];
