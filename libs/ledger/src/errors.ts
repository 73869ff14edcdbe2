/**
 * Stable error codes of the ledger's validation errors. The API maps them to HTTP statuses by
 * rule (apps/api/src/common/errors/error-response.ts): *_NOT_FOUND → 404; *_ALREADY_EXISTS,
 * *_ALREADY_USED, *_ALREADY_ACTIVE → 409; what a role or plan may not do → 403; the rest → 400.
 */
export const LEDGER_ERROR_CODES = {
  REQUIRED: 'REQUIRED',
  INVALID_VALUE: 'INVALID_VALUE',
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  AMOUNT_TOO_MANY_DECIMALS: 'AMOUNT_TOO_MANY_DECIMALS',
  AMOUNT_TOO_LARGE: 'AMOUNT_TOO_LARGE',
  AMOUNT_NOT_POSITIVE: 'AMOUNT_NOT_POSITIVE',
  AMOUNT_NEGATIVE: 'AMOUNT_NEGATIVE',
  INVALID_DATE: 'INVALID_DATE',
  INVALID_CHOICE: 'INVALID_CHOICE',
  UNSUPPORTED_CURRENCY: 'UNSUPPORTED_CURRENCY',
  UNKNOWN_ACCOUNT: 'UNKNOWN_ACCOUNT',
  ENTITY_REQUIRED: 'ENTITY_REQUIRED',
  BUSINESS_NOT_FOUND: 'BUSINESS_NOT_FOUND',
  BUSINESS_ALREADY_EXISTS: 'BUSINESS_ALREADY_EXISTS',
  // Deactivation by the provider: asked again in the state it is in → 409.
  BUSINESS_ALREADY_DEACTIVATED: 'BUSINESS_ALREADY_DEACTIVATED',
  BUSINESS_ALREADY_ACTIVE: 'BUSINESS_ALREADY_ACTIVE',
  BANK_ACCOUNT_ALREADY_EXISTS: 'BANK_ACCOUNT_ALREADY_EXISTS',
  // Business settings (business/): BANK_ACCOUNT_NOT_FOUND → 404; BANK_ACCOUNT_IN_USE, CURRENCY_LOCKED → 400.
  BANK_ACCOUNT_NOT_FOUND: 'BANK_ACCOUNT_NOT_FOUND',
  BANK_ACCOUNT_IN_USE: 'BANK_ACCOUNT_IN_USE',
  CURRENCY_LOCKED: 'CURRENCY_LOCKED',
  // Payment provider integration (business/payment-integration): both 409, the integration's state refuses it.
  PAYMENT_INTEGRATION_ALREADY_ACTIVE: 'PAYMENT_INTEGRATION_ALREADY_ACTIVE',
  PAYMENT_INTEGRATION_NOT_CONNECTED: 'PAYMENT_INTEGRATION_NOT_CONNECTED',
  // Team (access/): *_NOT_FOUND → 404, *_ALREADY_EXISTS → 409, OWNER_IS_PROTECTED → 403.
  UNKNOWN_PERMISSION_CODE: 'UNKNOWN_PERMISSION_CODE',
  CUSTOM_ROLE_NOT_FOUND: 'CUSTOM_ROLE_NOT_FOUND',
  CUSTOM_ROLE_ALREADY_EXISTS: 'CUSTOM_ROLE_ALREADY_EXISTS',
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  MEMBER_ALREADY_EXISTS: 'MEMBER_ALREADY_EXISTS',
  INVITE_NOT_FOUND: 'INVITE_NOT_FOUND',
  INVITE_ALREADY_EXISTS: 'INVITE_ALREADY_EXISTS',
  TEAM_OWNER_ALREADY_EXISTS: 'TEAM_OWNER_ALREADY_EXISTS',
  OWNER_IS_PROTECTED: 'OWNER_IS_PROTECTED',
  // Plans (plans/): PLAN_FEATURE_LOCKED, MULTI_BUSINESS_NOT_ALLOWED, BUSINESS_LIMIT_REACHED → 403
  // (the spec's 'Upgrade Plan' dialogs); SUBSCRIPTION_NOT_FOUND → 404; SUBSCRIPTION_ALREADY_EXISTS,
  // TRIAL_ALREADY_USED → 409; the others 400.
  PLAN_FEATURE_LOCKED: 'PLAN_FEATURE_LOCKED',
  MULTI_BUSINESS_NOT_ALLOWED: 'MULTI_BUSINESS_NOT_ALLOWED',
  BUSINESS_LIMIT_REACHED: 'BUSINESS_LIMIT_REACHED',
  SUBSCRIPTION_NOT_FOUND: 'SUBSCRIPTION_NOT_FOUND',
  SUBSCRIPTION_ALREADY_EXISTS: 'SUBSCRIPTION_ALREADY_EXISTS',
  TRIAL_NOT_AVAILABLE: 'TRIAL_NOT_AVAILABLE',
  TRIAL_ALREADY_USED: 'TRIAL_ALREADY_USED',
  PLAN_ALREADY_ACTIVE: 'PLAN_ALREADY_ACTIVE',
  // Billing (plans/billing.ts): both 409, the subscription's state or the provider's figures refuse it.
  PAID_PLAN_REQUIRED: 'PAID_PLAN_REQUIRED',
  PAYMENT_AMOUNT_MISMATCH: 'PAYMENT_AMOUNT_MISMATCH',
  // Auto-renewal needs a card on file: 409.
  NO_CARD_ON_FILE: 'NO_CARD_ON_FILE',
  // Money out, transfers, payments, expenses (transactions/): TRANSACTION_NOT_FOUND → 404,
  // TRANSACTION_VOIDED → 409 (the document was voided), the others 400.
  UNKNOWN_CONTACT: 'UNKNOWN_CONTACT',
  OVERPAYMENT: 'OVERPAYMENT',
  INVALID_EXPENSE_CATEGORY: 'INVALID_EXPENSE_CATEGORY',
  TRANSACTION_NOT_FOUND: 'TRANSACTION_NOT_FOUND',
  TRANSACTION_VOIDED: 'TRANSACTION_VOIDED',
  NOT_A_CREDIT_DOCUMENT: 'NOT_A_CREDIT_DOCUMENT',
  NOT_A_PREPAYMENT: 'NOT_A_PREPAYMENT',
  PREPAYMENT_EXCEEDED: 'PREPAYMENT_EXCEEDED',
  SAME_ACCOUNT: 'SAME_ACCOUNT',
  // Sales and purchases (posting/document-totals, payment-block, inventory/): STOCK_INSUFFICIENT → 409, the others 400.
  DUE_DATE_REQUIRED: 'DUE_DATE_REQUIRED',
  UNKNOWN_PRODUCT: 'UNKNOWN_PRODUCT',
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  CONTACT_NOT_FOUND: 'CONTACT_NOT_FOUND',
  // Archive and restore (catalogue/archive): both → 409 (the product or contact is already so).
  PRODUCT_ALREADY_ARCHIVED: 'PRODUCT_ALREADY_ARCHIVED',
  PRODUCT_NOT_ARCHIVED: 'PRODUCT_NOT_ARCHIVED',
  CONTACT_ALREADY_ARCHIVED: 'CONTACT_ALREADY_ARCHIVED',
  CONTACT_NOT_ARCHIVED: 'CONTACT_NOT_ARCHIVED',
  STOCK_INSUFFICIENT: 'STOCK_INSUFFICIENT',
  // Voids and amendments (transactions/void-transaction, amend-transaction): both → 409.
  TRANSACTION_ALREADY_VOIDED: 'TRANSACTION_ALREADY_VOIDED',
  TRANSACTION_HAS_PAYMENTS: 'TRANSACTION_HAS_PAYMENTS',
  // Point of sale (pos/): REGISTER_NOT_OPEN, REGISTER_CLOSED, REGISTER_ALREADY_OPEN → 409;
  // REGISTER_NOT_YOURS → 403; REGISTER_NOT_FOUND, PARKED_SALE_NOT_FOUND → 404.
  REGISTER_NOT_OPEN: 'REGISTER_NOT_OPEN',
  REGISTER_CLOSED: 'REGISTER_CLOSED',
  REGISTER_ALREADY_OPEN: 'REGISTER_ALREADY_OPEN',
  REGISTER_NOT_YOURS: 'REGISTER_NOT_YOURS',
  REGISTER_NOT_FOUND: 'REGISTER_NOT_FOUND',
  PARKED_SALE_NOT_FOUND: 'PARKED_SALE_NOT_FOUND',
  // Production (production/): not a raw material → 400; short of one → STOCK_INSUFFICIENT (409).
  NOT_A_RAW_MATERIAL: 'NOT_A_RAW_MATERIAL',
  // Documents that are corrected by other means (a stock transfer is sent back, not voided): 409.
  TRANSACTION_NOT_CORRECTABLE: 'TRANSACTION_NOT_CORRECTABLE',
  // Stock transfers and purchase orders (inventory/): *_NOT_FOUND → 404; acting on one that is no longer a draft → 409.
  STOCK_TRANSFER_NOT_FOUND: 'STOCK_TRANSFER_NOT_FOUND',
  STOCK_TRANSFER_NOT_DRAFT: 'STOCK_TRANSFER_NOT_DRAFT',
  PURCHASE_ORDER_NOT_FOUND: 'PURCHASE_ORDER_NOT_FOUND',
  PURCHASE_ORDER_CLOSED: 'PURCHASE_ORDER_CLOSED',
  PURCHASE_ORDER_OVER_RECEIVED: 'PURCHASE_ORDER_OVER_RECEIVED',
  // Categories and brands (catalogue/product-labels): a second of one name → 409.
  CATEGORY_ALREADY_EXISTS: 'CATEGORY_ALREADY_EXISTS',
  BRAND_ALREADY_EXISTS: 'BRAND_ALREADY_EXISTS',
  // QR menus (catalogue/qr-menus): → 404.
  QR_MENU_NOT_FOUND: 'QR_MENU_NOT_FOUND',
  // Invoices and quotations (invoices/): *_NOT_FOUND → 404; the state refusals → 409.
  INVOICE_NOT_FOUND: 'INVOICE_NOT_FOUND',
  INVOICE_ALREADY_APPROVED: 'INVOICE_ALREADY_APPROVED',
  INVOICE_NOT_APPROVED: 'INVOICE_NOT_APPROVED',
  INVOICE_ALREADY_PAID: 'INVOICE_ALREADY_PAID',
  INVOICE_VOIDED: 'INVOICE_VOIDED',
  INVOICE_HAS_PAYMENTS: 'INVOICE_HAS_PAYMENTS',
  INVOICE_OVERPAYMENT: 'INVOICE_OVERPAYMENT',
  QUOTATION_NOT_FOUND: 'QUOTATION_NOT_FOUND',
  QUOTATION_ALREADY_APPROVED: 'QUOTATION_ALREADY_APPROVED',
  QUOTATION_NOT_APPROVED: 'QUOTATION_NOT_APPROVED',
  QUOTATION_VOIDED: 'QUOTATION_VOIDED',
  // Fixed assets (assets/): ASSET_NOT_FOUND → 404, ASSET_TAG_ALREADY_EXISTS → 409, selling more
  // units than held is STOCK_INSUFFICIENT (409), ASSET_ALREADY_ARCHIVED → 409.
  ASSET_NOT_FOUND: 'ASSET_NOT_FOUND',
  ASSET_TAG_ALREADY_EXISTS: 'ASSET_TAG_ALREADY_EXISTS',
  ASSET_ALREADY_ARCHIVED: 'ASSET_ALREADY_ARCHIVED',
  // Budgets (budgets/): BUDGET_NOT_FOUND → 404 (also a deleted one); the others 400.
  BUDGET_NOT_FOUND: 'BUDGET_NOT_FOUND',
  BUDGET_DUPLICATE_LINE: 'BUDGET_DUPLICATE_LINE',
  BUDGET_KIND_CHANGED: 'BUDGET_KIND_CHANGED',
  // Manual journals (accounting/): JOURNAL_NOT_FOUND → 404, JOURNAL_ALREADY_REVERSED → 409; an
  // unbalanced journal and an account a journal may not touch → 400.
  JOURNAL_NOT_FOUND: 'JOURNAL_NOT_FOUND',
  JOURNAL_ALREADY_REVERSED: 'JOURNAL_ALREADY_REVERSED',
  JOURNAL_UNBALANCED: 'JOURNAL_UNBALANCED',
  ACCOUNT_NOT_POSTABLE: 'ACCOUNT_NOT_POSTABLE',
} as const;
export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[keyof typeof LEDGER_ERROR_CODES];

/** A user error: the command is refused. `field` names the offending input field. */
export class LedgerValidationError extends Error {
  override readonly name = 'LedgerValidationError';
  constructor(
    readonly field: string,
    message: string,
    readonly code: LedgerErrorCode,
  ) {
    super(message);
  }

  toJSON(): { field: string; message: string; code: LedgerErrorCode } {
    return { field: this.field, message: this.message, code: this.code };
  }
}

/**
 * A journal entry that does not balance, or is malformed (negative amount, both sides on one
 * line, unknown account, …). Always a bug in a posting rule, never a user error: the API should
 * answer 500 and log it.
 */
export class UnbalancedEntryError extends Error {
  override readonly name = 'UnbalancedEntryError';
  readonly code = 'UNBALANCED_ENTRY';
  constructor(message: string) {
    super(message);
  }
}

const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refuses a reference to something the business does not have. An id (UUID-shaped) answers
 * `notFound` (404): whether it belongs to another business or to none, the API never tells the
 * two apart (tenancy). Anything else (a name typed where an id belongs) is a form mistake (400).
 */
export function unknownReferenceError(
  field: string,
  message: string,
  input: unknown,
  codes: { notFound: LedgerErrorCode; unknown: LedgerErrorCode },
): LedgerValidationError {
  return new LedgerValidationError(field, message, typeof input === 'string' && ID_SHAPE.test(input) ? codes.notFound : codes.unknown);
}
