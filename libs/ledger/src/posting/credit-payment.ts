import { ACCOUNT } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { JournalBuilder, type JournalLine } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import { paymentAccountLine, type PaymentAccount } from './payment-account.js';

/** The documents a payment can settle: what was recorded on credit. */
export type CreditDocumentType = 'sale' | 'purchase' | 'expense';

export interface CreditPaymentPosting {
  documentType: CreditDocumentType;
  account: PaymentAccount;
  /** Positive, at the currency's scale. */
  amount: Decimal | string;
  currency: CurrencyCode;
  /** The document's contact: on the receivable / payable line. */
  entityId?: string;
}

/**
 * PaymentRecorded: a customer paying a credit sale is money in against their receivable (debit
 * pay, credit 1100); paying a supplier for a credit purchase or expense is money out against the
 * payable (debit 2000, credit pay).
 */
export function postCreditPayment(document: CreditPaymentPosting): JournalLine[] {
  const amount = new Decimal(document.amount);
  const pay = paymentAccountLine(document.account);
  const contact = document.entityId !== undefined ? { contactId: document.entityId } : {};
  const builder = new JournalBuilder(document.currency);
  switch (document.documentType) {
    case 'sale':
      return builder.debit(pay.account, amount, pay.dimensions).credit(ACCOUNT.ACCOUNTS_RECEIVABLE, amount, contact).build();
    case 'purchase':
    case 'expense':
      return builder.debit(ACCOUNT.TRADE_PAYABLES, amount, contact).credit(pay.account, amount, pay.dimensions).build();
    default:
      throw new Error(`No payment posting for ${String(document.documentType)}`);
  }
}
