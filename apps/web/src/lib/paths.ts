// Every route path of the web client (spec 000 §2, 002 §2), by the spec's route names, so links
// never spell URLs by hand. `:param` segments are for the router; build links with the helpers.

export const paths = {
  dashboard: '/',
  /** GetStarted: the checklist, also the landing after organisation setup. */
  getStarted: '/get-started',

  // Auth and legal (000 §2.4)
  signIn: '/sign-in',
  signUp: '/sign-up',
  /** Promo sign-up; the code may also come as ?code=. */
  signUpPromo: '/sign-up/promo/:code',
  signUpPromoWithoutCode: '/sign-up/promo',
  recoverPassword: '/recover-password',
  /** ResetPassword (?email=…&token=…). */
  resetPassword: '/reset-password',
  /** VerifyEmailOTP. */
  verifyEmail: '/verify-email',
  /** The e-mailed verification link. */
  verifyEmailLink: '/account/verify/:token',
  onBoarding: '/on-boarding',
  /** Where Google sends the browser back after "Sign in with Google" (?code&state, or ?error). */
  googleCallback: '/auth/google/callback',
  /** CompleteOrder: an expired first subscription. */
  completeOrder: '/complete-order',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  /** Any path without a page answers with the not-found page; links that turn out not to work go here. */
  notFound: '/page-not-found',

  // Transactions (002 §2): the screens live in features/transactions/routes.tsx
  transactions: '/transactions',
  /** AddTransactionNew: pick what to record. */
  addTransaction: '/transactions/new',
  /** The spec's alternative address of AddTransactionNew: the same page. */
  addTransactionAlternative: '/transactions/new2',
  createSalesTransaction: '/transactions/create-sales',
  createPurchaseTransaction: '/transactions/create-purchase',
  createExpenseTransaction: '/transactions/create-expense',
  createMoneyInTransaction: '/transactions/create-money-in',
  createMoneyOutTransaction: '/transactions/create-money-out',
  /** Transaction: one transaction by its reference. */
  transaction: '/transactions/:reference',

  // Accounting and reports (002 §2): features/reports/routes.tsx
  accounting: '/accounting',
  /** ManageAssets and the other chart-of-accounts pages. */
  chartOfAccounts: '/chart-accounts',
  trialBalance: '/trial-balance',
  /** TrialAccount: goes to the trial balance, or to one account's page with ?account=<code>. */
  trialAccount: '/trial-account',
  // Manual journals and opening balances (002 §2): features/accounting/routes.tsx
  /** JournalEntry: post an adjusting journal (owner or admin). */
  journalEntry: '/journal-entry',
  /** The journal entries posted by hand, with their lines and reversal. */
  journalEntries: '/accounting/view',
  /** The opening balances the books start from (owner or admin). */
  openingBalance: '/accounting/opening-balance',
  reports: '/reports',
  profitAndLoss: '/reports/profit-and-loss',
  balanceSheet: '/reports/balance-sheet',
  /** The cash flow statement (direct method): ours, the spec's 'Cashflow Statement' card. */
  cashFlow: '/reports/cash-flow',
  salesReport: '/reports/sales-report',
  expenseReport: '/reports/expense-report',
  inventoryReport: '/reports/inventory',
  /** PriceAdjustment (spec 001 §2, owner or admin; the spec gives no path). */
  priceAdjustment: '/inventories/price-adjustment',
  /** The reports hub again, with the profit summary (spec 002 §2 /reports/new). */
  reportsNew: '/reports/new',
  /** The detailed reports (by product, customer and day; by category; per product; the documents). */
  salesReportDetail: '/reports/sales-report/new',
  expenseReportDetail: '/reports/expense-report/new',
  inventoryList: '/reports/inventory-report/new',
  inventorySales: '/reports/inventory-report/sales',
  inventoryPurchases: '/reports/inventory-report/purchases',
  /** The old address of the inventory report: goes to it. */
  inventoryReportOld: '/inventoryreport',
  /** PnR: debtors and creditors (?group=debtors|creditors). */
  debtorsAndCreditors: '/p_n_r',

  // Budgets (002 §2 /budget/*): features/budgets/routes.tsx. `?id=` picks the budget on view and create (edit).
  budgetProfitLoss: '/budget/profit-loss',
  budgetProfitLossCreate: '/budget/profit-loss/create',
  budgetProfitLossView: '/budget/profit-loss/view',
  budgetLineItem: '/budget/line-item',
  /** Ours: the spec lists the line-item list and view only; its create page mirrors the profit-loss one. */
  budgetLineItemCreate: '/budget/line-item/create',
  budgetLineItemView: '/budget/line-item/view',

  // Bank statements and their reconciliation with the books (ours): features/bank-reconciliation/routes.tsx.
  /** The imported statements of a bank account (`?bank=` picks the account, `&statement=` opens one). */
  bankStatement: '/bank-statement',
  /** The books against the bank: `?bank=`, `startDate`, `endDate`. */
  bankReconciliation: '/bank-reconciliation',

  // Audit trail (our own, permission 160): features/audit/routes.tsx
  audit: '/audit',

  // Selling, catalogue, inventory, contacts, assets and production: each feature's routes.tsx.
  invoiceSummary: '/invoice/summary',
  invoiceNew: '/create-invoice',
  invoiceEdit: '/invoice/edit/:id',
  invoiceCustomize: '/invoice/customize',
  /** An invoice's own address: opens its preview. */
  invoice: '/invoice/:id',
  invoicePreview: '/invoice/:id/preview',
  invoiceEmail: '/invoice/email/:id',
  /** Record a payment on an invoice; without an id, pick an unpaid one first. */
  paymentInvoice: '/payment-invoice/:id?',
  /** The customer's page of an invoice, by its public id (no sign-in). */
  invoicePublic: '/invoice/:id/view',
  /** Where the card-payment provider sends the customer back (no sign-in). */
  invoicePaymentCallback: '/invoice/payment/callback',
  pos: '/pos',
  quotations: '/quotations',
  quotationNew: '/quotations/create',
  quotation: '/quotations/:id',
  quotationPreview: '/quotations/:id/preview',
  quotationEdit: '/quotations/:id/edit',
  /** The customer's page of a quotation, by its public id (no sign-in). */
  quotationPublic: '/quotations/:id/view',
  purchaseOrderCreate: '/inventories/purchase-orders/create',
  entities: '/entities',
  productsSummary: '/inventories',
  products: '/inventories/all',
  services: '/services/all',
  stockTransfers: '/inventories/stock-transfers',
  purchaseOrders: '/inventories/purchase-orders',
  qrMenus: '/inventories/qr-menus',
  productCategories: '/inventories/categories',
  productBrands: '/inventories/brands',
  assetManagement: '/asset-management',
  production: '/production',
  produce: '/production/produce',

  // Settings, team, billing (002 §2)
  settings: '/settings',
  /** The settings hub again (002 §2 lists both). */
  settingDashboard: '/setting-dashboard',
  profile: '/settings/profile',
  changePassword: '/settings/change-password',
  businessProfile: '/settings/business',
  bankAccounts: '/settings/bank-accounts',
  accountSettings: '/settings/accountsettings',
  integrations: '/settings/integrations',
  manageAccount: '/settings/manage-account',
  archives: '/settings/archives',
  /** The asset categories' useful lives (the assets feature's screen). */
  lifespan: '/settings/lifespan',
  /** The member's own e-mail notifications; the scheduled mails link here (docs/mail.md). */
  notification: '/settings/notification',
  teams: '/settings/teams',
  roles: '/settings/roles',
  joinTeam: '/settings/teams/join',
  /** A provider admin's invitation to sign up with a business (?email=…&hash=…, 002 §4; docs/admin.md). */
  businessInvite: '/business/invite',
  addBusiness: '/settings/add-business',
  /** The user's businesses: switch, add. */
  businesses: '/settings/businesses',
  /** Plan (also /plans, /plan, /settings/plan). */
  plan: '/plans',
  planAliases: ['/plan', '/settings/plan'],
  /** Billings: the plan, the saved card and the payments made. */
  billings: '/settings/billings',
  /** The spec's billing/new: choosing a plan, answered by the plans page. */
  billingNew: '/settings/billing/new',
  /** Where the card provider sends the browser back after a plan payment (?reference=…&trxref=…). */
  paymentProcess: '/payment/process',
} as const;

/** What a page that sends to `paths.notFound` may say first: the server's word on a link that does not work (002 §8). */
export interface NotFoundState {
  message: string;
}

/**
 * A path with its `:param` segments filled: withParams(paths.transaction, { reference: 'TX-1' }).
 * An optional segment (`:id?`) not given is left out.
 */
export function withParams(path: string, params: Record<string, string | undefined>): string {
  return path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) =>
    optional && params[name] === undefined ? '' : `/${encodeURIComponent(params[name] ?? '')}`,
  );
}

/** A path with a query string: withQuery(paths.transactions, { limit: 25, type: 'sales' }). */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The chart-of-accounts page type of an account's leading digit (LEDGER.md §2: 1 assets, 2 liabilities, 3 equity, 4 income, 5–6 expenses). */
const CHART_TYPE_BY_DIGIT: Record<string, string> = { '1': 'assets', '2': 'liability', '3': 'equity', '4': 'income', '5': 'expenses', '6': 'expenses' };

/**
 * One account's page of the chart, with its entries and running balance (`/chart-accounts/assets/1100`;
 * a bank account's with `?bank=<id>`), or undefined for what is not an account code.
 */
export function chartAccountPath(code: string, bankAccountId?: string): string | undefined {
  const type = /^\d{4}$/.test(code) ? CHART_TYPE_BY_DIGIT[code[0]] : undefined;
  if (!type) return undefined;
  return withQuery(`${paths.chartOfAccounts}/${type}/${code}`, { bank: bankAccountId || undefined });
}
