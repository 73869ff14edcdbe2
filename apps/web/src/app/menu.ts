// The left menu (spec 000 §2.1) as data: groups 1–5 and their items, each with the permission
// codes that show it (000 §6) and whether the free Micro Business Plan gets a lock instead.

import { codes, createCatalogueItemCodes } from '../lib/access.js';
import { paths, withQuery } from '../lib/paths.js';

export interface MenuItem {
  label: string;
  /** Where it goes, query string included. */
  to: string;
  /** Any of these codes shows it; empty means every member. Owner and admin see all. */
  anyOf: readonly number[];
  /** Locked on the Micro Business Plan: a click opens the 'Upgrade Plan' dialog. */
  planLocked?: boolean;
  ownerOrAdminOnly?: boolean;
  /** More path prefixes that belong to this item (its detail pages), besides `to`'s own path. */
  matches?: readonly string[];
}

export interface MenuGroup {
  /** 1 to 5: the spec numbers the collapsible groups. */
  id: 1 | 2 | 3 | 4 | 5;
  label: string;
  /** Codes that show the group at all (an item also needs its own). */
  anyOf: readonly number[];
  /** In the mobile menu, the codes that show the group instead of `anyOf` (000 §6: 50 shows Accounting there). */
  mobileAnyOf?: readonly number[];
  /** Shown in the mobile menu whatever the codes (000 §6), with a line saying so when none of its items is open to the user. */
  alwaysOnMobile?: true;
  items: readonly MenuItem[];
  /** Path prefixes that light the group up (000 §2.1 active-item highlighting). */
  prefixes: readonly string[];
}

export const dashboardItem: MenuItem = { label: 'Dashboard', to: paths.dashboard, anyOf: [] };

export const menuGroups: readonly MenuGroup[] = [
  {
    id: 1,
    label: 'Sales & Invoicing',
    alwaysOnMobile: true,
    anyOf: [codes.salesAndInvoicing, codes.quickSales, codes.invoicing],
    prefixes: ['/invoice/', paths.invoiceNew, '/payment-invoice', '/sales-invoicing', '/pos', '/quotations', paths.createSalesTransaction],
    items: [
      { label: 'Quick Sales', to: paths.createSalesTransaction, anyOf: [codes.quickSales] },
      // Invoicing is on every plan (000 §9: the free plan's 'unlimited invoicing'); quotations from Basic up.
      { label: 'Invoicing', to: paths.invoiceSummary, anyOf: [codes.invoicing], matches: ['/invoice', paths.invoiceNew, '/payment-invoice'] },
      { label: 'Point of Sale', to: paths.pos, anyOf: [codes.pointOfSale], planLocked: true },
      { label: 'Quotation', to: paths.quotations, anyOf: [codes.invoicing], planLocked: true },
    ],
  },
  {
    id: 2,
    label: 'Expenses',
    alwaysOnMobile: true,
    anyOf: [codes.quickExpenses, codes.quickPurchases, codes.purchaseOrder, codes.expenseCashbook, codes.expenseReport],
    prefixes: ['/expenses', paths.createExpenseTransaction, paths.createPurchaseTransaction],
    items: [
      { label: 'Quick Expenses', to: withQuery(paths.createExpenseTransaction, { type: 'outflows', direct: true }), anyOf: [codes.quickExpenses] },
      { label: 'Prepayments', to: withQuery(paths.createExpenseTransaction, { type: 'outflows', prepayment: true }), anyOf: [codes.quickExpenses] },
      { label: 'Quick Purchases', to: withQuery(paths.createPurchaseTransaction, { type: 'outflows', category: 'purchases' }), anyOf: [codes.quickPurchases] },
      { label: 'Purchase Order', to: paths.purchaseOrderCreate, anyOf: [codes.purchaseOrder], planLocked: true },
      {
        label: 'Expense Cashbook',
        to: withQuery(paths.transactions, { limit: 25, type: 'expenses', name: 'Expense-Journal' }),
        anyOf: [codes.expenseCashbook],
      },
      { label: 'Expense report', to: paths.expenseReport, anyOf: [codes.expenseReport] },
    ],
  },
  {
    id: 3,
    label: 'Contacts',
    alwaysOnMobile: true,
    anyOf: [codes.contacts, codes.debtorsAndCreditors],
    prefixes: ['/entities', '/p_n_r'],
    items: [
      { label: 'All Contacts', to: paths.entities, anyOf: [codes.contacts] },
      { label: 'Customers', to: withQuery(paths.entities, { group: 'customers' }), anyOf: [codes.contacts] },
      { label: 'Suppliers', to: withQuery(paths.entities, { group: 'suppliers' }), anyOf: [codes.contacts] },
      { label: 'Others', to: withQuery(paths.entities, { group: 'others' }), anyOf: [codes.contacts] },
      { label: 'Debtors & Creditors', to: withQuery(paths.debtorsAndCreditors, { group: 'debtors' }), anyOf: [codes.debtorsAndCreditors] },
    ],
  },
  {
    id: 4,
    label: 'Products & Services',
    alwaysOnMobile: true,
    anyOf: [
      codes.productsSummary,
      codes.products,
      codes.salesAndInvoicing,
      codes.transfers,
      codes.inventoryReport,
      codes.qrMenu,
      codes.categories,
      codes.brands,
    ],
    prefixes: ['/products-services', '/inventories', '/services', paths.inventoryReport],
    items: [
      { label: 'Summary', to: paths.productsSummary, anyOf: [codes.productsSummary] },
      { label: 'Products', to: paths.products, anyOf: [codes.products], matches: ['/inventories/product'] },
      { label: 'Services', to: paths.services, anyOf: [codes.salesAndInvoicing], matches: ['/services/service'] },
      { label: 'Transfers', to: paths.stockTransfers, anyOf: [codes.transfers], planLocked: true },
      { label: 'Purchase Orders', to: paths.purchaseOrders, anyOf: [codes.purchaseOrder], planLocked: true },
      { label: 'Inventory Report', to: paths.inventoryReport, anyOf: [codes.inventoryReport] },
      { label: 'QR Menu', to: paths.qrMenus, anyOf: [codes.qrMenu], planLocked: true },
      { label: 'Categories', to: paths.productCategories, anyOf: [codes.categories] },
      { label: 'Brands', to: paths.productBrands, anyOf: [codes.brands] },
      { label: 'Price Adjustment', to: paths.priceAdjustment, anyOf: [], ownerOrAdminOnly: true, planLocked: true },
    ],
  },
  {
    id: 5,
    label: 'Accounting',
    anyOf: [codes.invoicing, codes.profitAndLoss, codes.balanceSheet, codes.auditTrail],
    mobileAnyOf: [codes.viewInventory],
    prefixes: [
      '/accounting',
      '/chart-accounts',
      paths.profitAndLoss,
      paths.balanceSheet,
      paths.cashFlow,
      paths.trialBalance,
      paths.audit,
      paths.journalEntry,
      '/budget',
      paths.bankStatement,
      paths.bankReconciliation,
    ],
    items: [
      { label: 'Profit & Loss Account', to: paths.profitAndLoss, anyOf: [codes.profitAndLoss], planLocked: true },
      { label: 'Balance Sheet', to: paths.balanceSheet, anyOf: [codes.balanceSheet], planLocked: true },
      // Ours: the cash flow statement, read with either statement's code and locked with them.
      { label: 'Cash Flow Statement', to: paths.cashFlow, anyOf: [codes.profitAndLoss, codes.balanceSheet], planLocked: true },
      { label: 'Chart of Accounts', to: paths.chartOfAccounts, anyOf: [codes.invoicing] },
      // Ours: the manual journals and opening balances (read by whoever reads the trial balance).
      {
        label: 'Journal Entries',
        to: paths.journalEntries,
        anyOf: [codes.reports, codes.profitAndLoss, codes.balanceSheet],
        matches: [paths.journalEntry, paths.openingBalance],
      },
      // Ours: the bank's statements and their reconciliation with the books (docs/bank-reconciliation.md),
      // read as the journal entries are and locked on the free plan with the statements.
      { label: 'Bank Statement', to: paths.bankStatement, anyOf: [codes.reports, codes.profitAndLoss, codes.balanceSheet], planLocked: true },
      { label: 'Bank Reconciliation', to: paths.bankReconciliation, anyOf: [codes.reports, codes.profitAndLoss, codes.balanceSheet], planLocked: true },
      // Ours: budgets against the books (docs/budgets.md), read with the P&L's code and locked with it.
      { label: 'Budgets', to: paths.budgetProfitLoss, anyOf: [codes.profitAndLoss], planLocked: true, matches: ['/budget'] },
      { label: 'Audit Trail', to: paths.audit, anyOf: [codes.auditTrail] },
    ],
  },
];

/** The items after the groups (000 §2.1). */
export const bottomItems: readonly MenuItem[] = [
  { label: 'Transactions', to: paths.transactions, anyOf: [codes.transactions] },
  { label: 'Point of Sale', to: paths.pos, anyOf: [codes.pointOfSale], planLocked: true },
  { label: 'Asset Management', to: paths.assetManagement, anyOf: [], ownerOrAdminOnly: true, planLocked: true },
  { label: 'Report', to: paths.reports, anyOf: [codes.reports] },
  { label: 'Production', to: paths.production, anyOf: [codes.production], planLocked: true },
  { label: 'Settings', to: paths.settings, anyOf: [] },
];

/**
 * Quick Action dropdown (000 §2.1); `microHidden` ones are hidden on the Micro Business Plan.
 * "Product or Services" (here and in '+ Add') shows to whoever POST /inventories lets create a
 * product or a service, and opens the create dialog (on the Products & Services page, `?create`),
 * whose tabs offer exactly what that user may create.
 */
export interface QuickAction {
  label: string;
  to: string;
  anyOf: readonly number[];
  microHidden?: boolean;
}

export const quickActions: readonly QuickAction[] = [
  { label: 'Sales record', to: paths.createSalesTransaction, anyOf: [codes.quickSales] },
  { label: 'Purchase record', to: paths.createPurchaseTransaction, anyOf: [codes.quickSales] },
  { label: 'Expense', to: withQuery(paths.createExpenseTransaction, { type: 'outflows', direct: true }), anyOf: [codes.quickExpenses] },
  { label: 'Money In', to: withQuery(paths.createMoneyInTransaction, { type: 'inflows', subtype: 'capital', direct: true }), anyOf: [codes.quickExpenses] },
  {
    label: 'Money Out',
    to: withQuery(paths.createMoneyOutTransaction, { type: 'outflows', subtype: 'credit_repayment', direct: true }),
    anyOf: [codes.quickExpenses],
  },
  { label: 'Purchase order', to: paths.purchaseOrderCreate, anyOf: [codes.purchaseOrder], microHidden: true },
  { label: 'Customer', to: withQuery(paths.entities, { group: 'customers' }), anyOf: [codes.createCustomer], microHidden: true },
  { label: 'QR Menu', to: paths.qrMenus, anyOf: [codes.qrMenu] },
  { label: 'Invoice', to: paths.invoiceNew, anyOf: [codes.invoice] },
  { label: 'Product or Services', to: withQuery(paths.productsSummary, { create: 1 }), anyOf: createCatalogueItemCodes, microHidden: true },
  { label: 'Production Batch', to: paths.produce, anyOf: [codes.production], microHidden: true },
];

/** Floating '+ Add' menu (000 §2.1). */
export const floatingAddActions: readonly QuickAction[] = [
  { label: 'Sell', to: paths.addTransaction, anyOf: [codes.quickSales] },
  { label: 'Buy', to: paths.addTransaction, anyOf: [codes.quickPurchases] },
  { label: 'Expenses', to: paths.addTransaction, anyOf: [codes.quickExpenses] },
  { label: 'Products and Services', to: withQuery(paths.productsSummary, { create: 1 }), anyOf: createCatalogueItemCodes },
  { label: 'Invoice', to: paths.invoiceNew, anyOf: [codes.invoice] },
];
