import { ACCOUNT, expenseAccountFor } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { JournalBuilder, type JournalLine } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import { paymentAccountLine, type PaymentAccount } from './payment-account.js';

/** Kinds of money out, as the client sends them. */
export const MONEY_OUT_SUBTYPES = ['credit_repayment', 'drawings', 'supplier_payment', 'refund', 'interest_expense'] as const;
export type MoneyOutSubtype = (typeof MONEY_OUT_SUBTYPES)[number];

/** The account each kind of money out is debited to (LEDGER.md §4). */
export const MONEY_OUT_DEBIT_ACCOUNT: Readonly<Record<MoneyOutSubtype, string>> = {
  credit_repayment: ACCOUNT.BORROWINGS,
  drawings: ACCOUNT.DRAWINGS,
  supplier_payment: ACCOUNT.TRADE_PAYABLES,
  refund: ACCOUNT.CUSTOMER_ADVANCES,
  interest_expense: expenseAccountFor('interest_expense').code,
};

/** Kinds whose debit account carries the contact (payables, customer advances): an entity is required. */
export const MONEY_OUT_SUBTYPES_WITH_CONTACT: readonly MoneyOutSubtype[] = ['supplier_payment', 'refund'];

export function isMoneyOutSubtype(value: unknown): value is MoneyOutSubtype {
  return typeof value === 'string' && (MONEY_OUT_SUBTYPES as readonly string[]).includes(value);
}

export interface MoneyOutPosting {
  subtype: MoneyOutSubtype;
  account: PaymentAccount;
  /** Positive, at the currency's scale. */
  amount: Decimal | string;
  currency: CurrencyCode;
  /** The contact; put on the 2000 / 2300 line. */
  entityId?: string;
}

/** MoneyOutRecorded: debit the subtype's account, credit the payment account. */
export function postMoneyOut(document: MoneyOutPosting): JournalLine[] {
  const debitAccount = MONEY_OUT_DEBIT_ACCOUNT[document.subtype];
  if (debitAccount === undefined) throw new Error(`No posting rule for money-out subtype ${String(document.subtype)}`);
  const amount = new Decimal(document.amount);
  const pay = paymentAccountLine(document.account);
  const withContact = MONEY_OUT_SUBTYPES_WITH_CONTACT.includes(document.subtype) && document.entityId !== undefined;
  return new JournalBuilder(document.currency)
    .debit(debitAccount, amount, withContact ? { contactId: document.entityId } : {})
    .credit(pay.account, amount, pay.dimensions)
    .build();
}
