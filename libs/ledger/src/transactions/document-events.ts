import type { JournalLine } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import type { PaymentAccount } from '../posting/payment-account.js';

/**
 * The ledger's document events (LEDGER.md §4). Every one carries what it posted: `lines`
 * (balanced, checked by assertBalanced) and `stock` (each product's quantity and value change),
 * so projections write them as they are and a void reverses exactly them. Amounts are fixed-scale
 * decimal strings of `currency`; quantities decimal strings with up to 4 places.
 */
export interface PostedEntry {
  transactionId: string;
  reference: string;
  /** Effective date, YYYY-MM-DD. */
  date: string;
  currency: CurrencyCode;
  lines: JournalLine[];
  /** Inventory effects, one per product touched (signed: out is negative). Absent when none. */
  stock?: StockMovement[];
  description?: string;
  /** The contact (customer, supplier, …). */
  entityId?: string;
}

export interface StockMovement {
  productId: string;
  /** Signed quantity, up to 4 decimal places ("-2", "10.5"). */
  quantity: string;
  /** Signed inventory value at the currency's scale; out = the moving-average cost taken (LEDGER.md §5). */
  value: string;
}

/** `fixed` amount, or a `percent` of the subtotal (LEDGER.md §1). */
export type AdjustmentType = 'fixed' | 'percent';
export interface Adjustment {
  type: AdjustmentType;
  /** The value as entered: an amount, or a percent. */
  value: string;
  /** The amount it came to, rounded. */
  amount: string;
}

/** A sold or bought line (spec: items with product, quantity and price). */
export interface DocumentItem {
  productId: string;
  name: string;
  kind: 'product' | 'service';
  quantity: string;
  /** Unit price. */
  price: string;
  /** round(quantity × price). */
  total: string;
  /** Sales: the cost of goods taken out of stock for this line (moving average). */
  cost?: string;
}

/** The payment block (LEDGER.md §3). */
export interface Payment {
  account: PaymentAccount;
  credit: boolean;
  /** Paid now: the total, or the initial deposit on credit. */
  paid: string;
  /** Owed afterwards: total − paid. */
  balance: string;
  /** Required on credit. */
  dueDate?: string;
}

export interface DocumentTotals {
  subtotal: string;
  discount?: Adjustment;
  delivery?: Adjustment;
  tax?: Adjustment;
  total: string;
}

export const SALE_RECORDED = 'SaleRecorded';
export interface SaleRecordedData extends PostedEntry, DocumentTotals {
  items: DocumentItem[];
  payment: Payment;
}

export const PURCHASE_RECORDED = 'PurchaseRecorded';
export interface PurchaseRecordedData extends PostedEntry, DocumentTotals {
  items: DocumentItem[];
  payment: Payment;
}

export const EXPENSE_RECORDED = 'ExpenseRecorded';
export interface ExpenseRecordedData extends PostedEntry, DocumentTotals {
  /** Spec 002 §3 expense category (never interest_income / other_income). */
  category: string;
  payment: Payment;
  /** A prepayment: posted to 1150 until applied. */
  prepayment: boolean;
}

export const PREPAYMENT_APPLIED = 'PrepaymentApplied';
export interface PrepaymentAppliedData extends PostedEntry {
  /** The prepayment expense being used up. */
  prepaymentId: string;
  category: string;
  amount: string;
}

export const MONEY_OUT_RECORDED = 'MoneyOutRecorded';
export interface MoneyOutRecordedData extends PostedEntry {
  subtype: string;
  account: PaymentAccount;
  amount: string;
}

export const PAYMENT_RECORDED = 'PaymentRecorded';
/** A payment on a credit sale (money in, against 1100) or a credit purchase/expense (money out, against 2000). */
export interface PaymentRecordedData extends PostedEntry {
  /** The credit document paid. */
  documentId: string;
  documentType: 'sale' | 'purchase' | 'expense';
  account: PaymentAccount;
  amount: string;
}

export const FUNDS_TRANSFERRED = 'FundsTransferred';
export interface FundsTransferredData extends PostedEntry {
  from: PaymentAccount;
  to: PaymentAccount;
  amount: string;
  /** Bank charges, taken from the from-account on top of the amount (expense category `bank`). */
  fee?: string;
}

export const STOCK_INTRODUCED = 'StockIntroduced';
/** Opening stock of a product: 1200 against owner's contribution (3000). */
export interface StockIntroducedData extends PostedEntry {
  items: DocumentItem[];
  amount: string;
}

export const STOCK_ADJUSTED = 'StockAdjusted';
export interface StockAdjustedData extends PostedEntry {
  productId: string;
  /** Signed quantity change. */
  quantity: string;
  /** Unit cost for an increase; a decrease takes the moving average. */
  unitCost?: string;
  reason?: string;
}

export const TRANSACTION_VOIDED = 'TransactionVoided';
/** The original's lines and stock reversed, dated as the original (LEDGER.md §4). `transactionId` is the voided document's. */
export interface TransactionVoidedData extends PostedEntry {
  voidedType: string;
  reason?: string;
}

export const TRANSACTION_AMENDED = 'TransactionAmended';
/**
 * An amendment: the original's lines and stock reversed, and the corrected document's posted,
 * in one event (so no reader ever sees the document half changed). `lines`/`stock` hold both the
 * reversal and the new posting; `document` is the corrected document's event data.
 */
export interface TransactionAmendedData extends PostedEntry {
  amendedType: string;
  document: SaleRecordedData | PurchaseRecordedData | ExpenseRecordedData | MoneyOutRecordedData | PostedEntry;
}

/** The list type (spec 002 §3) each document event appears under in GET /transactions. */
export const TRANSACTION_LIST_TYPE: Readonly<Record<string, string>> = {
  [SALE_RECORDED]: 'sales',
  [PURCHASE_RECORDED]: 'purchases',
  [EXPENSE_RECORDED]: 'expenses',
  [PREPAYMENT_APPLIED]: 'expenses',
  MoneyInRecorded: 'inflows',
  [MONEY_OUT_RECORDED]: 'outflows',
  [PAYMENT_RECORDED]: 'inflows',
  [FUNDS_TRANSFERRED]: 'transfer',
  [STOCK_INTRODUCED]: 'inflows',
  [STOCK_ADJUSTED]: 'others',
  RawMaterialStockIntroduced: 'inflows',
  StockTransferSent: 'others',
  StockTransferReceived: 'others',
  AssetBought: 'purchases',
  AssetSold: 'inflows',
  AssetDepreciated: 'others',
};
