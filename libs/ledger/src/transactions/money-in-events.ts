import type { JournalLine } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import type { PaymentAccount } from '../posting/payment-account.js';
import type { MoneyInSubtype } from '../posting/money-in.js';

/** Money in, as recorded (current schema; libs/events versions it and upcasts older ones). */
export const MONEY_IN_RECORDED = 'MoneyInRecorded';

export interface MoneyInRecordedData {
  transactionId: string;
  reference: string;
  /** The document's (effective) date, YYYY-MM-DD. */
  date: string;
  subtype: MoneyInSubtype;
  account: PaymentAccount;
  /** Fixed-scale decimal string in `currency`. */
  amount: string;
  currency: CurrencyCode;
  description?: string;
  /** The contact; always present for debt_repayment and customer_deposit recorded since v2. */
  entityId?: string;
  /** What was posted, checked by assertBalanced: projections and audits read these, never recompute them. */
  lines: JournalLine[];
}

export interface MoneyInRecorded {
  type: typeof MONEY_IN_RECORDED;
  data: MoneyInRecordedData;
}
