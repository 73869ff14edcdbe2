import {
  EXPORT_PAID_ONLY_MESSAGE,
  PAYMENT_INTEGRATION_PLAN_MESSAGE,
  PERMISSION as P,
  type AccessRule,
  type HttpMethod,
  type PermissionCode,
  type PlanFeature,
} from '@ledgerline/ledger';
import { ANY_ARCHIVE_READ_CODE, ANY_ARCHIVE_WRITE_CODE } from '../../manage-account/http/archive-access.js';

/**
 * Who may call each route: the one table the access guard enforces (ARCHITECTURE §5). Every route
 * the server registers has exactly one entry (the route-table test walks them all).
 *
 * - `public`: no sign-in (sign-in itself, public receipts, health, the API docs);
 * - `admin`: the provider admin area (docs/admin.md), never a user session: `adminRoute` routes
 *   need an admin's bearer token (AdminSessionGuard; `adminRole` says who: staff only, or staff and
 *   partner admins), the maintenance routes `X-Admin-Token` or a staff bearer token (AdminTokenGuard);
 * - `business: false`: needs a signed-in user but not yet a business (before organisation set-up);
 * - `anyOf`: a member needs one of these codes (owner and admin pass); an empty list lets every
 *   member of the business through;
 * - `ownerOrAdminOnly`, `planFeature`: as in `AccessRule` (libs/ledger/src/access/authorize.ts).
 */
export interface RouteRule extends AccessRule<PlanFeature> {
  admin?: boolean;
  /** An admin-area route: `staff` only, or `any` admin (a partner admin then sees only their partner's things). */
  adminRole?: 'staff' | 'any';
  business?: boolean;
  /** The refusal's message when the plan lacks `planFeature`, where the spec words it its own way. */
  planMessage?: string;
  /**
   * Owner only: the guard has no such rule (it lets owner and admin through `ownerOrAdminOnly`), so
   * the handler refuses an admin too (403 OWNER_ONLY_MESSAGE, manage-account/confirmation). Said
   * here so the table tells the whole rule, and the permission matrix checks it.
   */
  ownerOnlyInHandler?: boolean;
}

const rule = (method: HttpMethod, path: string, anyOf: readonly PermissionCode[], extra: Partial<RouteRule> = {}): RouteRule => ({
  method,
  path: path.startsWith('/api/') || path.startsWith('/health') || path === '/logout' || path === '*' ? path : `/api/v1${path}`,
  anyOf,
  ...extra,
});
const publicRoute = (method: HttpMethod, path: string) => rule(method, path, [], { public: true });
const signedIn = (method: HttpMethod, path: string) => rule(method, path, [], { business: false });
const anyMember = (method: HttpMethod, path: string) => rule(method, path, []);
const ownerOrAdmin = (method: HttpMethod, path: string, extra: Partial<RouteRule> = {}) => rule(method, path, [], { ownerOrAdminOnly: true, ...extra });
/** The card-provider integration's routes: a Professional feature, refused in its own words below it. */
const paymentIntegration: Partial<RouteRule> = { planFeature: 'paymentIntegration', planMessage: PAYMENT_INTEGRATION_PLAN_MESSAGE };
const admin = (method: HttpMethod, path: string) => rule(method, path, [], { admin: true });
/** A route of the provider admin area: an admin's bearer token; `staffOnly` refuses partner admins (403). */
export const adminRoute = (method: HttpMethod, path: string, options: { staffOnly?: boolean } = {}) =>
  rule(method, path, [], { admin: true, adminRole: options.staffOnly ? 'staff' : 'any' });

export const ROUTE_TABLE: readonly RouteRule[] = [
  // Platform
  publicRoute('GET', '/health'),
  publicRoute('GET', '/api/docs'),
  publicRoute('GET', '/api/docs/'),
  publicRoute('GET', '/api/docs/*'),
  publicRoute('GET', '/api/docs/openapi.json'),
  publicRoute('GET', '/api/docs-json'),
  publicRoute('GET', '/api/docs-yaml'),
  publicRoute('GET', '/api/docs/openapi.yaml'),
  publicRoute('GET', '*'),

  // Sign-up, sign-in, sessions (spec 000 §7)
  publicRoute('POST', '/auth/sign-up'),
  publicRoute('POST', '/auth/sign-in'),
  publicRoute('POST', '/auth/google'),
  publicRoute('GET', '/auth/google'),
  publicRoute('GET', '/auth/google/start'),
  publicRoute('POST', '/auth/sign-out'),
  publicRoute('GET', '/logout'),
  publicRoute('POST', '/auth/recover-password'),
  publicRoute('GET', '/auth/reset-password'),
  publicRoute('POST', '/auth/reset-password'),
  publicRoute('GET', '/accounts/email/verify/:token'),
  signedIn('GET', '/auth'),
  signedIn('POST', '/auth/setup-org'),
  signedIn('POST', '/auth/tours/:tour/stop'),
  signedIn('POST', '/accounts/email/verify'),
  signedIn('GET', '/accounts/email/resend-otp'),
  signedIn('GET', '/accounts/email/resend-verification-link'),
  signedIn('POST', '/accounts/settings/change-password'),

  // Businesses (spec 002 §7 "Settings and team")
  signedIn('GET', '/accounts/businesses'),
  signedIn('GET', '/accounts/businesses/all'),
  signedIn('POST', '/accounts/businesses/:id/switch'),
  ownerOrAdmin('POST', '/accounts/businesses'),
  anyMember('GET', '/accounts/:id/business'),
  anyMember('GET', '/accounts/profile'),
  ownerOrAdmin('PATCH', '/accounts/profile'),
  anyMember('GET', '/accounts/organization'),
  ownerOrAdmin('PATCH', '/accounts/organization'),
  anyMember('GET', '/accounts/bank-accounts'),
  ownerOrAdmin('PATCH', '/accounts/bank-accounts'),
  anyMember('GET', '/accounts/settings'),
  ownerOrAdmin('PATCH', '/accounts/settings/update-logo'),
  anyMember('GET', '/accounts/settings/logo/:hash'),
  // The current logo for the public pages (docs/business-logo.md): the business id and its sha256 name it.
  publicRoute('GET', '/logo/:orgId/:hash'),
  ownerOrAdmin('POST', '/accounts/settings/stock-level'),
  ownerOrAdmin('POST', '/accounts/settings/tax'),
  ownerOrAdmin('POST', '/accounts/settings/wip'),
  ownerOrAdmin('POST', '/accounts/settings/inventory-zero-stock-level'),
  ownerOrAdmin('POST', '/accounts/settings/footnote'),
  ownerOrAdmin('POST', '/accounts/settings/invoice'),
  ownerOrAdmin('POST', '/accounts/settings/currency'),
  // Each member's own e-mail notifications (docs/mail.md): the user and business are the session's.
  anyMember('GET', '/accounts/settings/notifications'),
  anyMember('PATCH', '/accounts/settings/notifications'),
  // The card-payment-provider integration (002 §2 "payment provider integration", Professional and up)
  ownerOrAdmin('GET', '/accounts/settings/integrations', paymentIntegration),
  ownerOrAdmin('GET', '/accounts/settings/integrations/paystack/banks', paymentIntegration),
  ownerOrAdmin('GET', '/accounts/settings/integrations/paystack/resolve', paymentIntegration),
  ownerOrAdmin('POST', '/accounts/settings/integrations/paystack', paymentIntegration),
  ownerOrAdmin('PATCH', '/accounts/settings/integrations/paystack/disconnect', paymentIntegration),
  ownerOrAdmin('POST', '/accounts/create-paystack-subaccount', paymentIntegration),
  ownerOrAdmin('GET', '/get-started'),

  // Team and custom roles
  ownerOrAdmin('GET', '/accounts/teams'),
  // The transactions list's staff filter: whoever may read the list (e-mail addresses only for owner and admin).
  rule('GET', '/accounts/members/search', [P.VIEW_TRANSACTIONS, P.VIEW_ALL_TRANSACTIONS]),
  ownerOrAdmin('POST', '/accounts/teams/invite'),
  ownerOrAdmin('POST', '/accounts/teams/invite/resend'),
  ownerOrAdmin('PATCH', '/accounts/teams/members/role'),
  ownerOrAdmin('PATCH', '/accounts/teams/members/remove/:id'),
  ownerOrAdmin('PATCH', '/accounts/teams/invite/role'),
  ownerOrAdmin('PATCH', '/accounts/teams/invite/:id/remove'),
  publicRoute('GET', '/accounts/team/invite'),

  // The danger zone (spec 002 §7): owner only, checked by the handlers with the password.
  ownerOrAdmin('POST', '/accounts/transaction-reset', { ownerOnlyInHandler: true }),
  ownerOrAdmin('POST', '/accounts/factory-reset', { ownerOnlyInHandler: true }),
  ownerOrAdmin('POST', '/accounts/close-account', { ownerOnlyInHandler: true }),
  // The settings' archives: any code one of the archives accepts; the handler narrows it to the type asked (manage-account/http/archive-access.ts).
  rule('GET', '/archive', ANY_ARCHIVE_READ_CODE),
  rule('POST', '/archive', ANY_ARCHIVE_WRITE_CODE, { planFeature: 'catalogueManagement' }),
  publicRoute('POST', '/accounts/team/invite'),
  ownerOrAdmin('GET', '/customroles'),
  ownerOrAdmin('POST', '/customroles'),
  ownerOrAdmin('PUT', '/customroles/:id'),
  ownerOrAdmin('PUT', '/customroles'),

  // Plans (spec 002 §7 "Payment")
  anyMember('GET', '/payment/plan'),
  anyMember('GET', '/payment/plans'),
  ownerOrAdmin('POST', '/payment/plans/trial'),
  // Billing (docs/billing.md): the owner or an admin buys and pays; the business is the session's.
  ownerOrAdmin('POST', '/payment/plans'),
  ownerOrAdmin('POST', '/payment/complete-order'),
  ownerOrAdmin('POST', '/payment/plans/additional-users'),
  ownerOrAdmin('POST', '/payment/change-card'),
  ownerOrAdmin('PATCH', '/payment/auto-renew'),
  ownerOrAdmin('POST', '/payment/verify'),
  ownerOrAdmin('GET', '/payment/history'),
  ownerOrAdmin('GET', '/payment/card'),
  ownerOrAdmin('GET', '/payment/generate-transaction-id'),

  // Transactions and balances
  rule('POST', '/transactions/money-in', [P.CREATE_INFLOW, P.CREATE_EXPENSE, P.CREATE_TRANSACTION]),
  // A credit sale / purchase also needs 28 / 29 (checked by the handler: the body says whether it is on credit).
  rule('POST', '/transactions/sales', [P.CREATE_SALES, P.CREATE_TRANSACTION]),
  rule('POST', '/transactions/purchases', [P.CREATE_PURCHASE, P.CREATE_TRANSACTION]),
  rule('POST', '/transactions', [P.CREATE_TRANSACTION]),
  rule('POST', '/transactions/stock-adjustments', [P.EDIT_PRODUCT, P.CREATE_TRANSACTION]),
  rule('POST', '/transactions/money-out', [P.CREATE_OUTFLOW, P.CREATE_EXPENSE, P.CREATE_TRANSACTION]),
  rule('POST', '/transaction/account-transfer', [P.CREATE_TRANSACTION]),
  rule('POST', '/transactions/record-payment', [P.CREATE_TRANSACTION, P.CREATE_SALES, P.CREATE_PURCHASE]),
  rule('POST', '/transactions/expenses', [P.CREATE_EXPENSE, P.CREATE_TRANSACTION]),
  rule('POST', '/transactions/prepayments/:id/apply', [P.CREATE_EXPENSE, P.CREATE_TRANSACTION]),
  // Bulk import (spec 002 §5): the template for anyone who may record one of its types; importing mixes types, so 22.
  rule('GET', '/transactions/bulk-template/download', [P.CREATE_TRANSACTION, P.CREATE_SALES, P.CREATE_EXPENSE, P.CREATE_PURCHASE]),
  rule('POST', '/transactions/bulk-import', [P.CREATE_TRANSACTION]),
  rule('GET', '/transactions/bulk-import/:jobId', [P.CREATE_TRANSACTION]),
  // Voids and amendments
  rule('DELETE', '/transactions/:id', [P.DELETE_TRANSACTION]),
  rule('DELETE', '/transactions/:id/sales', [P.DELETE_TRANSACTION]),
  rule('DELETE', '/transactions/:id/sales-repayment', [P.DELETE_TRANSACTION]),
  rule('PATCH', '/transactions/:id', [P.CREATE_TRANSACTION]),
  // Lists (a member with only 2 / 3 / 4 / 42 sees only those types in a transaction's detail)
  rule('GET', '/transactions', [P.VIEW_TRANSACTIONS, P.VIEW_ALL_TRANSACTIONS]),
  rule('GET', '/transactions/summary', [P.VIEW_TRANSACTIONS, P.VIEW_ALL_TRANSACTIONS]),
  rule('POST', '/transaction/graphdata', [P.VIEW_TRANSACTIONS, P.VIEW_ALL_TRANSACTIONS]),
  rule('GET', '/transactions/export/csv', [P.VIEW_TRANSACTIONS, P.VIEW_ALL_TRANSACTIONS]),
  rule('GET', '/transactions/sales', [P.SALES, P.VIEW_TRANSACTIONS]),
  rule('GET', '/transactions/purchases', [P.PURCHASES, P.VIEW_TRANSACTIONS]),
  rule('GET', '/transactions/expenses', [P.EXPENSES, P.VIEW_TRANSACTIONS]),
  rule('GET', '/transactions/others', [P.OTHER_TRANSACTIONS, P.VIEW_TRANSACTIONS]),
  rule('GET', '/transactions/:reference', [P.VIEW_TRANSACTIONS, P.VIEW_ALL_TRANSACTIONS, P.SALES, P.PURCHASES, P.EXPENSES]),
  rule('GET', '/transactions/products/:reference/:type', [P.VIEW_TRANSACTIONS, P.SALES, P.PURCHASES]),
  rule('GET', '/accounts/balancedetails', [P.FULL_DASHBOARD, P.VIEW_TRANSACTIONS]),
  rule('GET', '/accounts/balancesum', [P.FULL_DASHBOARD, P.VIEW_TRANSACTIONS]),

  // Accounting (the journal export is part of the audit trail too, so 160 reads it)
  rule('GET', '/accounting/journal/export', [P.REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET, P.AUDIT_TRAIL]),
  // Manual journals and opening balances (ours, docs/manual-journals.md): posted by the owner or an
  // admin only; read by whoever reads the trial balance.
  rule('GET', '/accounting/journal-accounts', [P.REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET]),
  ownerOrAdmin('POST', '/accounting/journal-entries'),
  rule('GET', '/accounting/journal-entries', [P.REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET]),
  rule('GET', '/accounting/journal-entries/:id', [P.REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET]),
  ownerOrAdmin('POST', '/accounting/journal-entries/:id/reverse'),
  rule('GET', '/accounting/opening-balances', [P.REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET]),
  ownerOrAdmin('PUT', '/accounting/opening-balances'),
  // Chart-of-accounts pages (spec 002 §7 "Accounting chart"); Debtors & Creditors: 12 both, 10 debtors, 11 creditors
  rule('GET', '/accounting/:type/type', [P.INVOICE_REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET, P.REPORTS]),
  rule('GET', '/accounting/:type/:subtype', [P.INVOICE_REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET, P.REPORTS]),
  rule('GET', '/payables-and-receivables/stats', [P.DEBTORS_AND_CREDITORS, P.DEBTORS, P.CREDITORS, P.FULL_DASHBOARD]),
  rule('GET', '/payables-and-receivables/debtors', [P.DEBTORS_AND_CREDITORS, P.DEBTORS]),
  rule('GET', '/payables-and-receivables/creditors', [P.DEBTORS_AND_CREDITORS, P.CREDITORS]),

  // Audit trail (code 160 is ours, not the spec's)
  rule('GET', '/audit/events', [P.AUDIT_TRAIL]),
  rule('GET', '/audit/events/:position', [P.AUDIT_TRAIL]),
  rule('GET', '/audit/documents/:id/events', [P.AUDIT_TRAIL]),
  rule('GET', '/audit/verify', [P.AUDIT_TRAIL]),

  // Receipts (spec 002 §2, §7): public receipt pages and PDFs need no sign-in (docs/receipts.md)
  publicRoute('GET', '/:orgId/:userId/transaction/:reference'),
  publicRoute('GET', '/:orgId/:userId/transaction/:reference/pdf'),
  publicRoute('GET', '/receipt/:orgId/:reference'),
  rule('POST', '/transactions/:reference/resend-receipt', [P.VIEW_TRANSACTIONS, P.VIEW_ALL_TRANSACTIONS, P.SALES, P.CREATE_SALES]),
  rule('POST', '/transactions/expense/receipt', [P.CREATE_EXPENSE, P.CREATE_TRANSACTION]),
  rule('GET', '/transactions/expense/receipt/download', [P.VIEW_TRANSACTIONS, P.VIEW_ALL_TRANSACTIONS, P.EXPENSES, P.CREATE_EXPENSE, P.CREATE_TRANSACTION]),

  // Invoices and quotations (spec 002 §2–§4, §7): invoicing is on every plan (free: 'unlimited invoicing'); quotations from Basic up (000 §9).
  // 31 creates, sends and records payments; 41 deletes or voids; 21 (invoice reports) and 31 read.
  rule('GET', '/invoice/count', [P.INVOICE_REPORTS, P.CREATE_INVOICE]),
  rule('GET', '/invoice/get-count', [P.INVOICE_REPORTS, P.CREATE_INVOICE]),
  rule('POST', '/invoice/summary', [P.INVOICE_REPORTS, P.CREATE_INVOICE]),
  rule('GET', '/invoice/transaction/:ref', [P.INVOICE_REPORTS, P.CREATE_INVOICE]),
  rule('GET', '/invoice/:id', [P.INVOICE_REPORTS, P.CREATE_INVOICE]),
  rule('GET', '/invoice/:id/pdf/download', [P.INVOICE_REPORTS, P.CREATE_INVOICE]),
  rule('GET', '/invoice/:id/mark-as-paid', [P.INVOICE_REPORTS, P.CREATE_INVOICE]),
  rule('POST', '/invoice/create', [P.CREATE_INVOICE]),
  rule('PUT', '/invoice/update', [P.CREATE_INVOICE]),
  rule('DELETE', '/invoice/:id', [P.DELETE_INVOICES]),
  rule('POST', '/invoice/payment', [P.CREATE_INVOICE]),
  rule('POST', '/invoice/record-payment', [P.CREATE_INVOICE]),
  rule('POST', '/invoice/:id/mark-as-paid', [P.CREATE_INVOICE]),
  rule('POST', '/invoice/send-invoice', [P.CREATE_INVOICE]),
  rule('POST', '/invoice/sendupload', [P.CREATE_INVOICE]),
  // The customer's side: the public page, its PDF, card payment and the provider's webhook (signed) need no sign-in.
  publicRoute('GET', '/invoice/:id/public'),
  publicRoute('GET', '/invoice/:id/public/pdf'),
  publicRoute('POST', '/invoice/generate-paystack-link'),
  publicRoute('POST', '/payment/verify-invoice-payment'),
  publicRoute('POST', '/invoice/paystack/webhook'),
  rule('GET', '/quotes', [P.INVOICE_REPORTS, P.CREATE_INVOICE], { planFeature: 'quotations' }),
  rule('GET', '/quotes/:id', [P.INVOICE_REPORTS, P.CREATE_INVOICE], { planFeature: 'quotations' }),
  rule('GET', '/quotes/:id/pdf/download', [P.INVOICE_REPORTS, P.CREATE_INVOICE], { planFeature: 'quotations' }),
  rule('POST', '/quotes', [P.CREATE_INVOICE], { planFeature: 'quotations' }),
  rule('POST', '/quotes/send', [P.CREATE_INVOICE], { planFeature: 'quotations' }),
  rule('POST', '/quotes/:id/approve', [P.CREATE_INVOICE], { planFeature: 'quotations' }),
  rule('PUT', '/quotes/:id', [P.CREATE_INVOICE], { planFeature: 'quotations' }),
  rule('DELETE', '/quotes/:id', [P.DELETE_INVOICES], { planFeature: 'quotations' }),
  publicRoute('GET', '/quotes/:id/public'),

  // Catalogue (spec 001 §6): products 32/34, services 33 (the handler checks which the type needs, and 54 too when variants are sent), edit 36 (prices 37, checked by the handler), archive 40; contacts 30, edit 35, archive 39
  // Micro plan (001 §6): editing, archiving and restoring products and price updates are locked (catalogueManagement); creating and reading stay open (invoices need products)
  rule('POST', '/inventories', [P.CREATE_PRODUCT, P.CREATE_PRODUCT_ALT, P.CREATE_SERVICE]),
  rule('GET', '/inventories/sku', [P.CREATE_PRODUCT, P.CREATE_PRODUCT_ALT, P.CREATE_SERVICE]),
  rule('GET', '/inventories', [P.VIEW_INVENTORY, P.PRODUCTS, P.INVENTORY_SUMMARY, P.SERVICES, P.PRODUCT_DETAILS]),
  rule('GET', '/inventories/s/:query/:type/:assetCategory', [P.VIEW_INVENTORY, P.PRODUCTS, P.INVENTORY_SUMMARY, P.SERVICES, P.PRODUCT_DETAILS]),
  rule('GET', '/inventories/:id', [P.VIEW_INVENTORY, P.PRODUCTS, P.INVENTORY_SUMMARY, P.SERVICES, P.PRODUCT_DETAILS]),
  // Tags: the category and brand names the products carry, read with the product list's codes (spec 002 §7)
  rule('GET', '/tags', [P.VIEW_INVENTORY, P.PRODUCTS, P.INVENTORY_SUMMARY, P.SERVICES, P.PRODUCT_DETAILS]),
  rule('GET', '/inventories/:id/image', [P.VIEW_INVENTORY, P.PRODUCTS, P.INVENTORY_SUMMARY, P.SERVICES, P.PRODUCT_DETAILS]),
  rule('GET', '/inventories/summary', [P.VIEW_INVENTORY, P.INVENTORY_SUMMARY, P.PRODUCTS]),
  rule('GET', '/inventories/low-in-stock', [P.VIEW_INVENTORY, P.INVENTORY_SUMMARY, P.PRODUCTS]),
  rule('GET', '/inventories/top-selling-products', [P.VIEW_INVENTORY, P.INVENTORY_SUMMARY, P.PRODUCTS]),
  rule('GET', '/inventories/top-in-stock', [P.VIEW_INVENTORY, P.INVENTORY_SUMMARY, P.PRODUCTS]),
  rule('GET', '/inventories/recent-sales', [P.VIEW_INVENTORY, P.INVENTORY_SUMMARY, P.PRODUCTS]),
  rule('POST', '/inventory/graphdata', [P.VIEW_INVENTORY, P.INVENTORY_SUMMARY, P.PRODUCTS, P.PRODUCT_DETAILS]),
  rule('GET', '/inventory/:id/variants', [P.VIEW_INVENTORY, P.PRODUCTS, P.PRODUCT_DETAILS, P.CREATE_SERVICE_OR_VARIANT]),
  rule('PATCH', '/inventory/stock-update', [P.EDIT_PRODUCT, P.CREATE_TRANSACTION]),
  // Creating in other businesses: the owner's businesses, so a paid plan (several businesses)
  ownerOrAdmin('POST', '/inventories/replicate-products', { planFeature: 'multiBusiness' }),
  // Price adjustment is for owner and admin only (spec 001 §6)
  ownerOrAdmin('POST', '/inventories/price-update', { planFeature: 'catalogueManagement' }),
  rule('GET', '/inventories/update/:id', [P.EDIT_PRODUCT, P.EDIT_PRICES], { planFeature: 'catalogueManagement' }),
  rule('PATCH', '/inventories/update/:id', [P.EDIT_PRODUCT, P.EDIT_PRICES], { planFeature: 'catalogueManagement' }),
  rule('GET', '/inventories/archived/all', [P.DELETE_PRODUCT, P.VIEW_INVENTORY, P.PRODUCTS, P.SERVICES], { planFeature: 'catalogueManagement' }),
  rule('GET', '/inventories/:id/archive', [P.DELETE_PRODUCT], { planFeature: 'catalogueManagement' }),
  rule('GET', '/inventories/:id/restore', [P.DELETE_PRODUCT], { planFeature: 'catalogueManagement' }),
  // Import and bulk update (spec 001 §6, §7): import 52, templates 55 (or the import's 52), bulk update and services 54
  rule('GET', '/inventories/import/template/download', [P.IMPORT_INVENTORY, P.EXPORT_TEMPLATE]),
  rule('GET', '/inventories/template/download', [P.EXPORT_TEMPLATE, P.CREATE_SERVICE_OR_VARIANT]),
  rule('GET', '/inventories/service-bulk-upload-template/download', [P.EXPORT_TEMPLATE, P.CREATE_SERVICE_OR_VARIANT]),
  rule('POST', '/inventories/import/csv', [P.IMPORT_INVENTORY]),
  rule('GET', '/inventories/import/csv', [P.IMPORT_INVENTORY]),
  rule('POST', '/inventories/import/csv/process', [P.IMPORT_INVENTORY]),
  rule('POST', '/inventories/bulk-update', [P.CREATE_SERVICE_OR_VARIANT]),
  rule('POST', '/inventories/service-bulk-upload', [P.CREATE_SERVICE_OR_VARIANT]),
  rule('GET', '/services', [P.VIEW_INVENTORY, P.PRODUCTS, P.INVENTORY_SUMMARY, P.SERVICES, P.PRODUCT_DETAILS]),
  rule('GET', '/services/:id', [P.VIEW_INVENTORY, P.PRODUCTS, P.INVENTORY_SUMMARY, P.SERVICES, P.PRODUCT_DETAILS]),
  // Stock transfers between the owner's businesses (spec 001 §7; code 61; two businesses need a paid plan)
  rule('POST', '/inventory/transfer-stock', [P.TRANSFERS], { planFeature: 'multiBusiness' }),
  rule('PATCH', '/inventory/transfer-stock/:id', [P.TRANSFERS], { planFeature: 'multiBusiness' }),
  rule('PUT', '/inventory/transfer-stock/:id', [P.TRANSFERS], { planFeature: 'multiBusiness' }),
  rule('POST', '/transfer-stock/:id/duplicate', [P.TRANSFERS], { planFeature: 'multiBusiness' }),
  rule('POST', '/inventory/transfer-stock/:id/duplicate', [P.TRANSFERS], { planFeature: 'multiBusiness' }),
  rule('GET', '/inventory/stock-transfers/list', [P.TRANSFERS]),
  rule('GET', '/stock-transfers/:id', [P.TRANSFERS]),
  rule('GET', '/inventory/stock-transfers/:id', [P.TRANSFERS]),
  rule('GET', '/inventory/get-transfer-stock-destination-quantity', [P.TRANSFERS]),
  // Purchase orders (spec 001 §7; codes 56 list and view, 57 create; hidden on the Micro plan, 000 §6)
  rule('POST', '/inventory/purchase-orders', [P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('GET', '/inventory/purchase-orders', [P.PURCHASE_ORDERS, P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('GET', '/purchase-orders/list', [P.PURCHASE_ORDERS, P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('GET', '/purchase-orders/number', [P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('GET', '/purchase-orders/:id', [P.PURCHASE_ORDERS, P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('PUT', '/purchase-orders/:id', [P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('PATCH', '/purchase-orders/:id', [P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('POST', '/purchase-orders/:id/duplicate', [P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  // The same calls as the spec's call list names them (inventory/spec-paths.ts).
  rule('GET', '/inventory/purchase-orders/list', [P.PURCHASE_ORDERS, P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('GET', '/inventory/purchase-orders/number', [P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('GET', '/inventory/purchase-orders/:id', [P.PURCHASE_ORDERS, P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('PUT', '/inventory/purchase-orders/:id', [P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('PATCH', '/inventory/purchase-orders/:id', [P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  rule('POST', '/inventory/purchase-orders/:id/duplicate', [P.PURCHASE_ORDER], { planFeature: 'purchaseOrder' }),
  // Categories and brands (spec 001 §6: 68, 72; creating them goes with creating products)
  rule('POST', '/categories', [P.CATEGORIES, P.CREATE_PRODUCT, P.CREATE_PRODUCT_ALT]),
  rule('GET', '/categories', [P.CATEGORIES, P.CREATE_PRODUCT, P.CREATE_PRODUCT_ALT, P.VIEW_INVENTORY, P.PRODUCTS]),
  rule('POST', '/brands', [P.BRANDS, P.CREATE_PRODUCT, P.CREATE_PRODUCT_ALT]),
  rule('GET', '/brands', [P.BRANDS, P.CREATE_PRODUCT, P.CREATE_PRODUCT_ALT, P.VIEW_INVENTORY, P.PRODUCTS]),
  // QR menus (spec 001 §6: 70 view, 71 create); the public page and its QR code need no sign-in
  rule('POST', '/inventories/qr-menus', [P.CREATE_QR_MENU]),
  rule('GET', '/inventories/qr-menus/list', [P.VIEW_QR_MENU, P.CREATE_QR_MENU]),
  rule('GET', '/inventories/qr-menus/:id/pdf', [P.VIEW_QR_MENU, P.CREATE_QR_MENU]),
  publicRoute('GET', '/qr-menus/:id'),
  publicRoute('GET', '/qr-menus/:id/qr.png'),
  rule('POST', '/entities', [P.CREATE_CUSTOMER, P.ENTITY]),
  rule('GET', '/entities', [P.ENTITY, P.CUSTOMER_DETAILS, P.DEBTORS_AND_CREDITORS]),
  rule('GET', '/entities/s/:query', [P.ENTITY, P.CUSTOMER_DETAILS, P.DEBTORS_AND_CREDITORS]),
  rule('GET', '/entities/count/all', [P.ENTITY, P.CUSTOMER_DETAILS, P.DEBTORS_AND_CREDITORS]),
  rule('GET', '/entities/:id/transactions', [P.ENTITY, P.CUSTOMER_DETAILS, P.DEBTORS_AND_CREDITORS]),
  rule('GET', '/entities/:id/invoices', [P.ENTITY, P.CUSTOMER_DETAILS, P.DEBTORS_AND_CREDITORS]),
  rule('GET', '/entities/:id/quotations', [P.ENTITY, P.CUSTOMER_DETAILS, P.DEBTORS_AND_CREDITORS], { planFeature: 'quotations' }),
  // Micro plan (001 §6, §8): editing, archiving and bulk upload are locked (catalogueManagement), export with its own message; creating and reading stay open (invoices name customers)
  rule('GET', '/entities/update/:id', [P.EDIT_ENTITY], { planFeature: 'catalogueManagement' }),
  rule('PATCH', '/entities/update/:id', [P.EDIT_ENTITY], { planFeature: 'catalogueManagement' }),
  rule('GET', '/entities/archived/all', [P.DELETE_ENTITY, P.ENTITY, P.CUSTOMER_DETAILS], { planFeature: 'catalogueManagement' }),
  rule('GET', '/entities/:id/archive', [P.DELETE_ENTITY], { planFeature: 'catalogueManagement' }),
  rule('GET', '/entities/:id/restore', [P.DELETE_ENTITY], { planFeature: 'catalogueManagement' }),
  rule('GET', '/entities/bulk-upload-template/download', [P.BULK_CREATE_CONTACTS], { planFeature: 'catalogueManagement' }),
  rule('POST', '/entities/bulk-upload', [P.BULK_CREATE_CONTACTS], { planFeature: 'catalogueManagement' }),
  rule('GET', '/entities/export/csv', [P.EXPORT_CONTACTS], { planFeature: 'dataExport', planMessage: EXPORT_PAID_ONLY_MESSAGE }),
  rule('GET', '/entities/:id', [P.ENTITY, P.CUSTOMER_DETAILS, P.DEBTORS_AND_CREDITORS]),

  // Fixed assets (spec 001 §6): Asset Management is for owner and admin only. Selling is a Money-In
  // (27 or 22; a price other than the asset's also needs 37, checked by the handler), and the
  // sell form's asset search goes with it.
  ownerOrAdmin('POST', '/assets/create'),
  ownerOrAdmin('POST', '/assets'),
  ownerOrAdmin('GET', '/assets'),
  ownerOrAdmin('GET', '/assets/getAssets'),
  ownerOrAdmin('GET', '/assets/summary'),
  ownerOrAdmin('GET', '/assets/categories'),
  ownerOrAdmin('PUT', '/assets/categories'),
  rule('GET', '/assets/search', [P.CREATE_INFLOW, P.CREATE_TRANSACTION]),
  rule('GET', '/assets/s/:query/:type', [P.CREATE_INFLOW, P.CREATE_TRANSACTION]),
  ownerOrAdmin('GET', '/assets/transactions'),
  ownerOrAdmin('POST', '/assets/buy'),
  rule('POST', '/assets/sell', [P.CREATE_INFLOW, P.CREATE_TRANSACTION]),
  ownerOrAdmin('GET', '/assets/:id'),
  ownerOrAdmin('GET', '/assets/:id/image'),
  ownerOrAdmin('PUT', '/assets/:id'),
  ownerOrAdmin('GET', '/assets/:id/archive'),
  ownerOrAdmin('GET', '/assets/:id/transactions/logs'),
  ownerOrAdmin('GET', '/assetion/sku'),

  // Dashboard (spec 000 §7) and the sales, expense and inventory reports and summaries (002 §7)
  rule('GET', '/dashboard/summary', [P.FULL_DASHBOARD]),
  rule('POST', '/dashboard/todayoverview', [P.FULL_DASHBOARD]),
  rule('GET', '/dashboard/topcustomers', [P.FULL_DASHBOARD]),
  rule('GET', '/dashboard/getrecenttransactions', [P.FULL_DASHBOARD]),
  rule('GET', '/dashboard/topproducts', [P.FULL_DASHBOARD]),
  rule('GET', '/dashboard/gettopexpenses', [P.FULL_DASHBOARD]),
  rule('GET', '/dashboard/topevents', [P.FULL_DASHBOARD]),
  rule('GET', '/reports/summary/sales', [P.SALES_REPORTS, P.REPORTS]),
  rule('GET', '/reports/summary/expense', [P.EXPENSE_REPORTS, P.REPORTS]),
  rule('POST', '/reports/sales', [P.SALES_REPORTS]),
  rule('POST', '/reports/inventory', [P.INVENTORY_REPORTS]),
  rule('POST', '/reports/inventory/list', [P.INVENTORY_REPORTS]),
  rule('POST', '/reports/expense', [P.EXPENSE_REPORTS]),
  rule('GET', '/reports/transactions/sales', [P.SALES_REPORTS]),
  rule('GET', '/reports/transactions/purchases', [P.REPORTS, P.PURCHASES]),

  // Reports
  rule('GET', '/reports/summary/profits', [P.PROFIT_AND_LOSS], { planFeature: 'profitAndLoss' }),
  rule('GET', '/reports/trial-balance', [P.REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET]),
  rule('GET', '/reports/profit-and-loss/:param', [P.PROFIT_AND_LOSS], { planFeature: 'profitAndLoss' }),
  rule('GET', '/reports/profit-and-loss/pdf/:param', [P.PROFIT_AND_LOSS], { planFeature: 'profitAndLoss' }),
  rule('GET', '/reports/profit-and-loss/pdf/send/:param', [P.PROFIT_AND_LOSS], { planFeature: 'profitAndLoss' }),
  // The cash flow statement (ours, docs/cash-flow.md): a statement beside the profit and loss and the balance sheet, locked with them.
  rule('GET', '/reports/cash-flow', [P.PROFIT_AND_LOSS, P.BALANCE_SHEET], { planFeature: 'profitAndLoss' }),
  rule('GET', '/reports/cash-flow/pdf', [P.PROFIT_AND_LOSS, P.BALANCE_SHEET], { planFeature: 'profitAndLoss' }),
  rule('GET', '/reports/balance-sheet/current-assets', [P.BALANCE_SHEET], { planFeature: 'balanceSheet' }),
  rule('GET', '/reports/balance-sheet/liabilities', [P.BALANCE_SHEET], { planFeature: 'balanceSheet' }),
  rule('GET', '/reports/balance-sheet/equity', [P.BALANCE_SHEET], { planFeature: 'balanceSheet' }),
  // Budgets (ours; spec 002 §2 /budget/*): plans beside the Profit & Loss, so locked with it on the free plan.
  rule('GET', '/budgets', [P.PROFIT_AND_LOSS], { planFeature: 'profitAndLoss' }),
  rule('GET', '/budgets/accounts', [P.PROFIT_AND_LOSS], { planFeature: 'profitAndLoss' }),
  rule('GET', '/budgets/:id', [P.PROFIT_AND_LOSS], { planFeature: 'profitAndLoss' }),
  rule('GET', '/budgets/:id/actuals', [P.PROFIT_AND_LOSS], { planFeature: 'profitAndLoss' }),
  ownerOrAdmin('POST', '/budgets', { planFeature: 'profitAndLoss' }),
  ownerOrAdmin('PUT', '/budgets/:id', { planFeature: 'profitAndLoss' }),
  ownerOrAdmin('DELETE', '/budgets/:id', { planFeature: 'profitAndLoss' }),
  // Bank statements and reconciliation (ours, docs/bank-reconciliation.md): read as the journal is, written by the owner or an admin, locked with the Profit & Loss on the free plan.
  rule('GET', '/bank-statements', [P.REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET], { planFeature: 'profitAndLoss' }),
  rule('GET', '/bank-statements/:statementId', [P.REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET], { planFeature: 'profitAndLoss' }),
  ownerOrAdmin('POST', '/bank-statements', { planFeature: 'profitAndLoss' }),
  ownerOrAdmin('DELETE', '/bank-statements/:statementId', { planFeature: 'profitAndLoss' }),
  rule('GET', '/bank-reconciliation', [P.REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET], { planFeature: 'profitAndLoss' }),
  ownerOrAdmin('POST', '/bank-reconciliation/matches', { planFeature: 'profitAndLoss' }),
  ownerOrAdmin('DELETE', '/bank-reconciliation/matches/:lineId', { planFeature: 'profitAndLoss' }),
  ownerOrAdmin('POST', '/bank-reconciliation/auto-match', { planFeature: 'profitAndLoss' }),

  // Point of sale (spec 002 §7 POS): code 141, on the plans with a point of sale (000 §4)
  rule('GET', '/products/recent', [P.POS], { planFeature: 'pointOfSale' }),
  rule('GET', '/pos/active-register', [P.POS], { planFeature: 'pointOfSale' }),
  rule('GET', '/pos/latest-register', [P.POS], { planFeature: 'pointOfSale' }),
  rule('POST', '/pos/register', [P.POS], { planFeature: 'pointOfSale' }),
  rule('PUT', '/pos/register', [P.POS], { planFeature: 'pointOfSale' }),
  // A sale leaving part on credit also needs 28 (checked by the handler: the body says how much was collected).
  rule('POST', '/pos/create', [P.POS], { planFeature: 'pointOfSale' }),
  rule('POST', '/pos/create/new', [P.POS], { planFeature: 'pointOfSale' }),
  rule('GET', '/pos/sales/history', [P.POS], { planFeature: 'pointOfSale' }),
  rule('GET', '/pos/sales/parked', [P.POS], { planFeature: 'pointOfSale' }),
  rule('GET', '/pos/sales/:id/retrieve', [P.POS], { planFeature: 'pointOfSale' }),
  rule('GET', '/pos/sales/:id/history', [P.POS], { planFeature: 'pointOfSale' }),
  rule('GET', '/pos/sales/:id/receipt', [P.POS], { planFeature: 'pointOfSale' }),
  rule('GET', '/pos/sales/:id/receipt/pdf', [P.POS], { planFeature: 'pointOfSale' }),
  rule('DELETE', '/pos/sales/:id', [P.POS], { planFeature: 'pointOfSale' }),

  // Production (spec 002 §7 Production): code 142, on the Professional plan (000 §9 "production management")
  rule('POST', '/production/raw-material', [P.PRODUCTION], { planFeature: 'productionManagement' }),
  rule('POST', '/production/create-wip', [P.PRODUCTION], { planFeature: 'productionManagement' }),
  rule('POST', '/production/produce', [P.PRODUCTION], { planFeature: 'productionManagement' }),
  rule('GET', '/production', [P.PRODUCTION], { planFeature: 'productionManagement' }),
  rule('GET', '/production/summary', [P.PRODUCTION], { planFeature: 'productionManagement' }),
  rule('GET', '/production/search', [P.PRODUCTION, P.CREATE_PRODUCT, P.CREATE_PRODUCT_ALT], { planFeature: 'productionManagement' }),
  rule('GET', '/production/sku', [P.PRODUCTION], { planFeature: 'productionManagement' }),
  rule('GET', '/production/wip-raw-materials', [P.PRODUCTION], { planFeature: 'productionManagement' }),

  // Provider admin area (spec 002 §7 "Provider admin"; docs/admin.md): bearer admin tokens, never a user session
  publicRoute('POST', '/admin/auth/login'),
  adminRoute('POST', '/admin/auth/logout'),
  adminRoute('GET', '/admin/auth/me'),
  // Businesses (docs/admin.md "Businesses"): a partner admin sees and changes only their partner's (404 otherwise)
  adminRoute('GET', '/admin/businesses'),
  adminRoute('GET', '/admin/businesses/activities'),
  adminRoute('GET', '/admin/businesses/users'),
  adminRoute('GET', '/admin/businesses/invites'),
  adminRoute('GET', '/admin/businesses/:id'),
  adminRoute('GET', '/admin/businesses/:id/activities'),
  adminRoute('GET', '/admin/businesses/:id/users'),
  adminRoute('GET', '/admin/businesses/:id/last-payment'),
  adminRoute('GET', '/admin/businesses/:id/pnl-report'),
  adminRoute('GET', '/admin/businesses/:id/sales-report'),
  adminRoute('GET', '/admin/businesses/:id/balance-sheet-report'),
  adminRoute('GET', '/admin/businesses/:id/inventory-report'),
  adminRoute('GET', '/admin/businesses/:id/expense-report'),
  adminRoute('GET', '/admin/businesses/:id/stats/transactions'),
  adminRoute('GET', '/admin/businesses/:id/stats/invoices'),
  adminRoute('GET', '/admin/businesses/:id/stats/products'),
  adminRoute('GET', '/admin/businesses/:id/stats/entities'),
  adminRoute('GET', '/admin/businesses/:id/stats/services'),
  adminRoute('PATCH', '/admin/businesses/:id/deactivate'),
  adminRoute('PATCH', '/admin/businesses/:id/reactivate'),
  adminRoute('PATCH', '/admin/businesses/:id'),
  adminRoute('POST', '/admin/businesses/:id/change-plan'),
  adminRoute('POST', '/admin/businesses/:id/plan/:planId/deactivate'),
  adminRoute('POST', '/admin/businesses/:id/clone'),
  // Business invites (docs/admin.md "Business invites"): the link's pages are public, the secret in it is the key
  adminRoute('GET', '/admin/users-invite-template/download'),
  adminRoute('POST', '/admin/upload-users-invite'),
  publicRoute('GET', '/admin/business/invite'),
  publicRoute('POST', '/admin/business/invite'),
  // Scripts (docs/admin.md "Scripts"): staff only
  adminRoute('POST', '/admin/businesses/:id/invoice-reminder-test', { staffOnly: true }),
  adminRoute('POST', '/admin/businesses/:id/pnl-monthly-report-test', { staffOnly: true }),
  adminRoute('POST', '/admin/businesses/pnl-monthly-report/run', { staffOnly: true }),
  adminRoute('POST', '/admin/businesses/weekly-account-summary/run', { staffOnly: true }),
  adminRoute('POST', '/admin/scripts/repayment-transaction-gl-account/run', { staffOnly: true }),
  adminRoute('POST', '/admin/scripts/update-transaction-purchase-average/run', { staffOnly: true }),
  adminRoute('POST', '/admin/scripts/inventory/yearly-script/run', { staffOnly: true }),

  // Partners (staff create and list them; a partner admin sees only their own partner: 404 otherwise)
  adminRoute('POST', '/admin/partners', { staffOnly: true }),
  adminRoute('GET', '/admin/partners', { staffOnly: true }),
  adminRoute('GET', '/admin/partners/:id'),
  adminRoute('GET', '/admin/partners/:id/businesses'),
  adminRoute('POST', '/admin/partners/:id/teams/invite'),
  // Joining from the invitation link: the link's secret is the credential.
  publicRoute('GET', '/admin/partners/:id/teams/join'),
  publicRoute('POST', '/admin/partners/:id/teams/join'),
  adminRoute('GET', '/admin/partners/:id/stats/users'),
  adminRoute('GET', '/admin/partners/:id/stats/active-users'),
  adminRoute('GET', '/admin/partners/:id/stats/transactions'),
  adminRoute('GET', '/admin/partners/:id/stats/invoices'),
  adminRoute('GET', '/admin/partners/:id/stats/products'),
  adminRoute('GET', '/admin/partners/:id/stats/entities'),
  adminRoute('GET', '/admin/partners/:id/stats/services'),
  adminRoute('GET', '/admin/partners/:id/stats/paying-customers'),
  adminRoute('GET', '/admin/partners/:id/stats/plans'),
  adminRoute('GET', '/admin/partners/:id/stats/logins'),
  // The whole product's numbers: staff only
  adminRoute('GET', '/admin/stats/users', { staffOnly: true }),
  adminRoute('GET', '/admin/stats/active-users', { staffOnly: true }),
  adminRoute('GET', '/admin/stats/transactions', { staffOnly: true }),
  adminRoute('GET', '/admin/stats/invoices', { staffOnly: true }),
  adminRoute('GET', '/admin/stats/products', { staffOnly: true }),
  adminRoute('GET', '/admin/stats/entities', { staffOnly: true }),
  adminRoute('GET', '/admin/stats/services', { staffOnly: true }),
  adminRoute('GET', '/admin/stats/paying-customers', { staffOnly: true }),
  adminRoute('GET', '/admin/stats/plans', { staffOnly: true }),
  adminRoute('GET', '/admin/stats/logins', { staffOnly: true }),

  // Provider maintenance (X-Admin-Token, or a staff admin's bearer token)
  admin('GET', '/admin/projections'),
  admin('POST', '/admin/projections/:name/rebuild'),
  admin('GET', '/admin/projections/rebuilds/:jobId'),
];

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const byRoute = new Map(ROUTE_TABLE.map((entry) => [key(entry.method, entry.path), entry]));

/** The rule of a registered route (method and its path pattern as Fastify knows it). */
export function ruleFor(method: string, path: string): RouteRule | undefined {
  return byRoute.get(key(method === 'HEAD' ? 'GET' : method, path));
}
