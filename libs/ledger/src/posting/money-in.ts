import { ACCOUNT } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { JournalBuilder, type JournalLine } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import { paymentAccountLine, type PaymentAccount } from './payment-account.js';

/** Kinds of money in, as the client sends them. */
export const MONEY_IN_SUBTYPES = [
  'capital',
  'loan',
  'interest_income',
  'other_income',
  'gift',
  'commission',
  'service_charge',
  'bad_debt_recovered',
  'debt_repayment',
  'customer_deposit',
] as const;
export type MoneyInSubtype = (typeof MONEY_IN_SUBTYPES)[number];

/** The account each kind of money in is credited to (LEDGER.md §4). */
export const MONEY_IN_CREDIT_ACCOUNT: Readonly<Record<MoneyInSubtype, string>> = {
  capital: ACCOUNT.OWNERS_CONTRIBUTION,
  loan: ACCOUNT.BORROWINGS,
  interest_income: ACCOUNT.INTEREST_RECEIVED,
  other_income: ACCOUNT.OTHER_INCOME,
  gift: ACCOUNT.GIFT_RECEIVED,
  commission: ACCOUNT.COMMISSION_EARNED,
  service_charge: ACCOUNT.SERVICE_CHARGE,
  bad_debt_recovered: ACCOUNT.BAD_DEBT_RECOVERED,
  debt_repayment: ACCOUNT.ACCOUNTS_RECEIVABLE,
  customer_deposit: ACCOUNT.CUSTOMER_ADVANCES,
};

/** Kinds whose credit account carries the contact (receivable, customer advance): an entity is required. */
export const MONEY_IN_SUBTYPES_WITH_CONTACT: readonly MoneyInSubtype[] = ['debt_repayment', 'customer_deposit'];

export function isMoneyInSubtype(value: unknown): value is MoneyInSubtype {
  return typeof value === 'string' && (MONEY_IN_SUBTYPES as readonly string[]).includes(value);
}

export interface MoneyInPosting {
  subtype: MoneyInSubtype;
  account: PaymentAccount;
  /** Positive, at the currency's scale. */
  amount: Decimal | string;
  currency: CurrencyCode;
  /** The contact; put on the credit line of debt_repayment and customer_deposit. */
  entityId?: string;
}

/**
 * MoneyInRecorded: debit the payment account, credit the subtype's account. The contact goes on
 * the 1100 / 2300 line when known; history recorded before entities were required (v1 events)
 * posts without it.
 */
export function postMoneyIn(document: MoneyInPosting): JournalLine[] {
  const creditAccount = MONEY_IN_CREDIT_ACCOUNT[document.subtype];
  if (creditAccount === undefined) throw new Error(`No posting rule for money-in subtype ${String(document.subtype)}`);
  const amount = new Decimal(document.amount);
  const pay = paymentAccountLine(document.account);
  const withContact = MONEY_IN_SUBTYPES_WITH_CONTACT.includes(document.subtype) && document.entityId !== undefined;
  return new JournalBuilder(document.currency)
    .debit(pay.account, amount, pay.dimensions)
    .credit(creditAccount, amount, withContact ? { contactId: document.entityId } : {})
    .build();
}
