/**
 * Team-member permission codes (spec 002 §6, the grant list; spec 000 §6 adds the shell's codes
 * 12, 57, 61, 68, 72 and 150; spec 001 §6 its inventory and contact codes 52, 54, 55, 56, 66 and 67; 160 is ours, not the spec's: reading the audit trail). Owner and admin pass every check; any other member holds a custom
 * role whose `access` lists these codes. Codes never change meaning: clients and stored roles
 * carry the numbers.
 */
export const PERMISSION = {
  SHOW_ONLY_BUSINESS_RECORDS: 99,
  SHOW_ALL_BUSINESS_RECORDS: 100,
  VIEW_TRANSACTIONS: 51,
  VIEW_ALL_TRANSACTIONS: 1,
  SALES: 2,
  PURCHASES: 3,
  EXPENSES: 4,
  OTHER_TRANSACTIONS: 42,
  VIEW_INVENTORY: 50,
  INVENTORY_SUMMARY: 5,
  PRODUCTS: 6,
  ANALYSIS: 7,
  PRODUCT_DETAILS: 8,
  SERVICES: 9,
  DEBTORS: 10,
  CREDITORS: 11,
  DEBTORS_AND_CREDITORS: 12,
  ENTITY: 13,
  CUSTOMER_DETAILS: 14,
  POS: 141,
  PRODUCTION: 142,
  REPORTS: 15,
  SALES_REPORTS: 16,
  EXPENSE_REPORTS: 17,
  INVENTORY_REPORTS: 18,
  PROFIT_AND_LOSS: 19,
  BALANCE_SHEET: 20,
  INVOICE_REPORTS: 21,
  CREATE_TRANSACTION: 22,
  CREATE_SALES: 23,
  CREATE_EXPENSE: 24,
  CREATE_PURCHASE: 25,
  CREATE_OUTFLOW: 26,
  CREATE_INFLOW: 27,
  CREDIT_SALES: 28,
  CREDIT_PURCHASE: 29,
  CREATE_CUSTOMER: 30,
  CREATE_INVOICE: 31,
  CREATE_PRODUCT: 32,
  CREATE_SERVICE: 33,
  /** The spec lists 32 and 34 both as "create product": they are equivalent (see `equivalentPermissionCodes`). */
  CREATE_PRODUCT_ALT: 34,
  EDIT_ENTITY: 35,
  EDIT_PRODUCT: 36,
  EDIT_PRICES: 37,
  DELETE_TRANSACTION: 38,
  DELETE_ENTITY: 39,
  DELETE_PRODUCT: 40,
  DELETE_INVOICES: 41,
  IMPORT_INVENTORY: 52,
  /** Create service, create variant, bulk update (spec 001 §6). */
  CREATE_SERVICE_OR_VARIANT: 54,
  EXPORT_TEMPLATE: 55,
  PURCHASE_ORDERS: 56,
  PURCHASE_ORDER: 57,
  TRANSFERS: 61,
  BULK_CREATE_CONTACTS: 66,
  EXPORT_CONTACTS: 67,
  CATEGORIES: 68,
  VIEW_QR_MENU: 70,
  CREATE_QR_MENU: 71,
  BRANDS: 72,
  FULL_DASHBOARD: 150,
  /** Ours, not the spec's: the audit trail (GET /audit/*). */
  AUDIT_TRAIL: 160,
} as const;

export type PermissionName = keyof typeof PERMISSION;
export type PermissionCode = (typeof PERMISSION)[PermissionName];

/** Where a code is defined: the grant list of 002 §6, only the shell table of 000 §6, or neither (`ours`: codes we added). */
export type PermissionSource = '002 §6' | '000 §6' | '001 §6' | 'ours';

export interface PermissionCodeInfo {
  readonly code: PermissionCode;
  readonly name: PermissionName;
  readonly meaning: string;
  readonly source: PermissionSource;
  /** In the grant list only: the 'Can Not' deny list has no entry for it (70, 71). */
  readonly grantOnly: boolean;
}

const MEANINGS: { readonly [K in PermissionName]: readonly [meaning: string, source: PermissionSource] } = {
  SHOW_ONLY_BUSINESS_RECORDS: ['show only business records', '002 §6'],
  SHOW_ALL_BUSINESS_RECORDS: ['show all business records', '002 §6'],
  VIEW_TRANSACTIONS: ['view transactions', '002 §6'],
  VIEW_ALL_TRANSACTIONS: ['view all transactions', '002 §6'],
  SALES: ['sales', '002 §6'],
  PURCHASES: ['purchases', '002 §6'],
  EXPENSES: ['expenses', '002 §6'],
  OTHER_TRANSACTIONS: ['other transactions', '002 §6'],
  VIEW_INVENTORY: ['view inventory', '002 §6'],
  INVENTORY_SUMMARY: ['inventory summary', '002 §6'],
  PRODUCTS: ['products', '002 §6'],
  ANALYSIS: ['analysis', '002 §6'],
  PRODUCT_DETAILS: ['product details', '002 §6'],
  SERVICES: ['services', '002 §6'],
  DEBTORS: ['debtors', '002 §6'],
  CREDITORS: ['creditors', '002 §6'],
  DEBTORS_AND_CREDITORS: ['debtors and creditors', '000 §6'],
  ENTITY: ['entity', '002 §6'],
  CUSTOMER_DETAILS: ['customer details', '002 §6'],
  POS: ['POS', '002 §6'],
  PRODUCTION: ['production', '002 §6'],
  REPORTS: ['reports', '002 §6'],
  SALES_REPORTS: ['sales reports', '002 §6'],
  EXPENSE_REPORTS: ['expense reports', '002 §6'],
  INVENTORY_REPORTS: ['inventory reports', '002 §6'],
  PROFIT_AND_LOSS: ['profit and loss', '002 §6'],
  BALANCE_SHEET: ['balance sheet', '002 §6'],
  INVOICE_REPORTS: ['invoice reports', '002 §6'],
  CREATE_TRANSACTION: ['create transaction', '002 §6'],
  CREATE_SALES: ['create sales', '002 §6'],
  CREATE_EXPENSE: ['create expense', '002 §6'],
  CREATE_PURCHASE: ['create purchase', '002 §6'],
  CREATE_OUTFLOW: ['create outflow', '002 §6'],
  CREATE_INFLOW: ['create inflow', '002 §6'],
  CREDIT_SALES: ['credit sales', '002 §6'],
  CREDIT_PURCHASE: ['credit purchase', '002 §6'],
  CREATE_CUSTOMER: ['create customer', '002 §6'],
  CREATE_INVOICE: ['create invoice', '002 §6'],
  CREATE_PRODUCT: ['create product', '002 §6'],
  CREATE_SERVICE: ['create service', '002 §6'],
  CREATE_PRODUCT_ALT: ['create product', '002 §6'],
  EDIT_ENTITY: ['edit entity', '002 §6'],
  EDIT_PRODUCT: ['edit product', '002 §6'],
  EDIT_PRICES: ['edit prices', '002 §6'],
  DELETE_TRANSACTION: ['delete transaction', '002 §6'],
  DELETE_ENTITY: ['delete entity', '002 §6'],
  DELETE_PRODUCT: ['delete product', '002 §6'],
  DELETE_INVOICES: ['delete invoices', '002 §6'],
  IMPORT_INVENTORY: ['import products and services', '001 §6'],
  CREATE_SERVICE_OR_VARIANT: ['create service, create variant, bulk update', '001 §6'],
  EXPORT_TEMPLATE: ['export template', '001 §6'],
  PURCHASE_ORDERS: ['purchase orders (hub card, list and view)', '001 §6'],
  PURCHASE_ORDER: ['purchase order', '000 §6'],
  TRANSFERS: ['transfers', '000 §6'],
  BULK_CREATE_CONTACTS: ['bulk create contacts', '001 §6'],
  EXPORT_CONTACTS: ['export contacts', '001 §6'],
  CATEGORIES: ['categories', '000 §6'],
  VIEW_QR_MENU: ['view QR menu', '002 §6'],
  CREATE_QR_MENU: ['create QR menu', '002 §6'],
  BRANDS: ['brands', '000 §6'],
  FULL_DASHBOARD: ['full dashboard (else the guest dashboard)', '000 §6'],
  AUDIT_TRAIL: ['read the audit trail', 'ours'],
};

/** Codes of the grant list that have no 'Can Not' entry (spec 002 §6). */
export const GRANT_ONLY_PERMISSION_CODES: ReadonlySet<PermissionCode> = new Set<PermissionCode>([PERMISSION.VIEW_QR_MENU, PERMISSION.CREATE_QR_MENU]);

/** Every permission code with its meaning, in the spec's order (ours last). */
export const PERMISSION_CODES: readonly PermissionCodeInfo[] = Object.freeze(
  (Object.keys(PERMISSION) as PermissionName[]).map((name) => {
    const code = PERMISSION[name];
    const [meaning, source] = MEANINGS[name];
    return Object.freeze({ code, name, meaning, source, grantOnly: GRANT_ONLY_PERMISSION_CODES.has(code) });
  }),
);

const BY_CODE: ReadonlyMap<number, PermissionCodeInfo> = new Map(PERMISSION_CODES.map((info) => [info.code, info]));

export function isPermissionCode(value: unknown): value is PermissionCode {
  return typeof value === 'number' && BY_CODE.has(value);
}

/** The catalogue entry of a code, or undefined for an unknown one. */
export function permissionCodeInfo(code: number): PermissionCodeInfo | undefined {
  return BY_CODE.get(code);
}

/** Codes that grant the same thing: 32 and 34 are both "create product". */
const EQUIVALENTS: ReadonlyMap<PermissionCode, readonly PermissionCode[]> = new Map<PermissionCode, readonly PermissionCode[]>([
  [PERMISSION.CREATE_PRODUCT, [PERMISSION.CREATE_PRODUCT, PERMISSION.CREATE_PRODUCT_ALT]],
  [PERMISSION.CREATE_PRODUCT_ALT, [PERMISSION.CREATE_PRODUCT, PERMISSION.CREATE_PRODUCT_ALT]],
]);

/** The code and every code that grants the same (itself only, except 32 ↔ 34). */
export function equivalentPermissionCodes(code: PermissionCode): readonly PermissionCode[] {
  return EQUIVALENTS.get(code) ?? [code];
}
