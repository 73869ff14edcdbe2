// Who may see what (spec 000 §6): owner and admin see everything; a member sees what their numeric
// permission codes allow. Plans gate features too: the free Micro Business Plan shows a lock and the
// 'Upgrade Plan' dialog instead (000 §4, §5).

export interface Access {
  role: string | null;
  rolePermissions: readonly number[];
  /** The plan's name as GET /auth gives it (businessPlan). */
  businessPlan: string | null;
}

/** Permission codes the shell and dashboard use (000 §6), plus 160 (audit trail, ours). */
export const codes = {
  salesAndInvoicing: 9,
  invoicing: 21,
  quickSales: 23,
  quickExpenses: 24,
  quickPurchases: 25,
  purchaseOrder: 57,
  /** The purchase orders list (the hub's card); 57 creates one. */
  purchaseOrders: 56,
  services: 9,
  expenseCashbook: 4,
  expenseReport: 17,
  contacts: 13,
  debtorsAndCreditors: 12,
  createCustomer: 30,
  productsSummary: 5,
  products: 6,
  transfers: 61,
  inventoryReport: 18,
  qrMenu: 70,
  categories: 68,
  brands: 72,
  profitAndLoss: 19,
  balanceSheet: 20,
  transactions: 51,
  reports: 15,
  pointOfSale: 141,
  production: 142,
  fullDashboard: 150,
  invoice: 31,
  createProduct: 32,
  createService: 33,
  /** Create product too (spec 002 §6: "32 and 34"; the server takes either). */
  createProductAlt: 34,
  /** Create a product with variants (spec 001 §6), besides createProduct. */
  createVariant: 54,
  /** Import products from a CSV (spec 001 §6: POST /inventories/import/csv and /csv/process). */
  importProducts: 52,
  /** Bulk update products from a CSV (spec 001 §6: POST /inventories/bulk-update; the same code as createVariant). */
  bulkUpdateProducts: 54,
  /** Edit a product or service (spec 001 §6); its prices need editPrices. */
  editProduct: 36,
  editPrices: 37,
  /** Delete (archive) a product or service. */
  deleteProduct: 40,
  /** Record a transaction: with editProduct, what a stock count (PATCH /inventory/stock-update) accepts. */
  createTransaction: 22,
  /**
   * View inventory (002 §6; with 5, 6, 8 or 9 what the catalogue's reads accept, 001 §6). Spec 000 §6
   * also gates with it the guest dashboard's Inventory card (its Manage button opens the products
   * summary) and the Accounting group of the mobile menu.
   */
  viewInventory: 50,
  auditTrail: 160,
} as const;

/**
 * What POST /inventories accepts (spec 001 §6, 002 §6): 32 or 34 to create a product, 33 a service.
 * The create dialog's tabs and the shell's "Product or Services" shortcuts both read these lists.
 */
export const createProductCodes: readonly number[] = [codes.createProduct, codes.createProductAlt];
export const createServiceCodes: readonly number[] = [codes.createService];
/** Either: a user holding one may create something in the catalogue. */
export const createCatalogueItemCodes: readonly number[] = [...createProductCodes, ...createServiceCodes];

/** What a member reads where a part of the app holds nothing their role opens (the phone's menu, a hub). */
export const NOT_IN_ROLE = 'Not part of your role: ask the business owner for access.';

export const MICRO_PLAN = 'Micro Business Plan';
export const UPGRADE_TITLE = 'Upgrade Plan';
export const FREE_PLAN_MESSAGE = 'This feature is not available on free plan. Upgrade to unlock!';

export function isOwnerOrAdmin(access: Pick<Access, 'role'>): boolean {
  return access.role === 'owner' || access.role === 'admin';
}

/** True when the user holds one of `anyOf` (an empty list means anyone). Owner and admin hold all. */
export function hasAnyCode(access: Pick<Access, 'role' | 'rolePermissions'>, anyOf: readonly number[] | undefined): boolean {
  if (!anyOf || anyOf.length === 0 || isOwnerOrAdmin(access)) return true;
  return anyOf.some((code) => access.rolePermissions.includes(code));
}

/** The free plan (a missing plan counts as free: the server's default). */
export function isMicroPlan(access: Pick<Access, 'businessPlan'>): boolean {
  return !access.businessPlan || access.businessPlan === MICRO_PLAN;
}
