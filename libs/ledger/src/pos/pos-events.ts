import type { CurrencyCode } from '../money.js';
import type { PaymentAccount } from '../posting/payment-account.js';
import type { Adjustment, PostedEntry } from '../transactions/document-events.js';

/**
 * Point-of-sale events (spec 002 §3 POS item, customer, totals, register; LEDGER.md §4
 * RegisterClosed). A counter sale is recorded as the ledger's SaleRecorded (so the books,
 * stock, reports and voids treat it as any sale) together with PosSaleRecorded, which ties it to
 * its register and keeps what the till showed: the line discounts, amount collected and change.
 */

export const REGISTER_OPENED = 'RegisterOpened';
export interface RegisterOpenedData {
  registerId: string;
  /** Which till (cash drawer) of the business; one open register per till and user. */
  till: string;
  /** The cashier who opened it; only they sell into it. */
  userId: string;
  currency: CurrencyCode;
  /** Cash put in the drawer at opening (already in 1000: no posting). */
  openingFloat: string;
  /** ISO timestamp. */
  openedAt: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** One payment account's count at closing (spec: paymentSummary of glAccount, glTotalSale, counted). */
export interface RegisterPaymentSummary {
  /** `Cash` or a bank account id (the payment account as users write it). */
  glAccount: string;
  /** What the register's sales collected into this account. */
  glTotalSale: string;
  /** What should be there: glTotalSale, plus the opening float for Cash. */
  expected: string;
  counted: string;
  /** counted − expected (negative: short). */
  difference: string;
}

export const REGISTER_CLOSED = 'RegisterClosed';
/** Posts the cash difference to cash over and short (6930); no lines when the cash counts exactly. */
export interface RegisterClosedData extends PostedEntry {
  registerId: string;
  till: string;
  userId: string;
  openingFloat: string;
  paymentSummary: RegisterPaymentSummary[];
  /** Counted − expected cash. */
  cashDifference: string;
  closedAt: string;
  salesCount: number;
}

/** One cart line (spec 002 §3 POS item). */
export interface PosItem {
  /** The product or service id. */
  id: string;
  name: string;
  sku?: string;
  kind: 'product' | 'service';
  measurement?: string;
  quantity: string;
  /** The price sold at. */
  price: string;
  /** The price before the line's discount (equal to price when none). */
  oldPrice: string;
  /** Percent off oldPrice, 2 decimals (spec 002 §5). */
  discount: string;
  /** round(price × quantity). */
  total: string;
  note?: string;
}

export const POS_SALE_RECORDED = 'PosSaleRecorded';
export interface PosSaleRecordedData {
  /** The SaleRecorded transaction this counter sale is. */
  transactionId: string;
  reference: string;
  registerId: string;
  userId: string;
  date: string;
  currency: CurrencyCode;
  items: PosItem[];
  customer?: { id: string; name: string };
  subtotal: string;
  discount?: Adjustment;
  /** Percent of subtotal − discount. */
  tax?: Adjustment;
  /** Total: subtotal − discount + tax. */
  amount: string;
  account: PaymentAccount;
  amountCollected: string;
  /** Given back: collected − amount when more was handed over. */
  change: string;
  /** Left on credit to the customer. */
  amountRemaining: string;
  /** The parked cart this sale completed, if any. */
  parkedSaleId?: string;
  recordedAt: string;
}

/** A cart put aside (spec 002 §4: a parked sale can be retrieved into the cart); posts nothing. */
export const POS_SALE_PARKED = 'PosSaleParked';
export interface PosSaleParkedData {
  parkedSaleId: string;
  userId: string;
  registerId?: string;
  currency: CurrencyCode;
  cart: ParkedCart;
  parkedAt: string;
}

export interface ParkedCart {
  items: { id: string; name: string; quantity: string; price: string; oldPrice?: string; note?: string }[];
  customer?: string;
  discount?: string;
  discountType: 'percent' | 'fixed';
  tax?: string;
  note?: string;
}

export const PARKED_SALE_DELETED = 'PosParkedSaleDeleted';
export interface PosParkedSaleDeletedData {
  parkedSaleId: string;
  userId: string;
  deletedAt: string;
}

/** Every point-of-sale event the deciders produce (the sale itself is also a SaleRecorded). */
export type PosEvent =
  | { type: typeof REGISTER_OPENED; data: RegisterOpenedData }
  | { type: typeof REGISTER_CLOSED; data: RegisterClosedData }
  | { type: typeof POS_SALE_RECORDED; data: PosSaleRecordedData }
  | { type: typeof POS_SALE_PARKED; data: PosSaleParkedData }
  | { type: typeof PARKED_SALE_DELETED; data: PosParkedSaleDeletedData };
