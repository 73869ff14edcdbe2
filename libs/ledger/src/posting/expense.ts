import { ACCOUNT } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { JournalBuilder, type JournalLine } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import { paymentAccountLine, type PaymentAccount } from './payment-account.js';

export interface ExpensePosting {
  /** The category's account (6xxx, or 5000 for cost_of_goods_sold). */
  expenseAccount: string;
  currency: CurrencyCode;
  subtotal: Decimal | string;
  discount?: Decimal | string;
  delivery?: Decimal | string;
  tax?: Decimal | string;
  /** P: paid now from `account`. */
  paid: Decimal | string;
  /** B: owed to the contact (credit). */
  balance: Decimal | string;
  account: PaymentAccount;
  entityId?: string;
}

/**
 * ExpenseRecorded (LEDGER.md §4): debit the category's account `S − D + L` and VAT receivable
 * (1300) `X`; credit the payment account `P` and trade payables (2000, the contact) `B`. The
 * discount lowers the cost rather than showing as income: an expense has no discount account.
 */
export function postExpense(document: ExpensePosting): JournalLine[] {
  const cost = new Decimal(document.subtotal).minus(document.discount ?? 0).plus(document.delivery ?? 0);
  const pay = paymentAccountLine(document.account);
  return new JournalBuilder(document.currency)
    .debit(document.expenseAccount, cost)
    .debit(ACCOUNT.VAT_RECEIVABLE, new Decimal(document.tax ?? 0))
    .credit(pay.account, new Decimal(document.paid), pay.dimensions)
    .credit(ACCOUNT.TRADE_PAYABLES, new Decimal(document.balance), document.entityId !== undefined ? { contactId: document.entityId } : {})
    .build();
}

export interface PrepaymentPosting {
  currency: CurrencyCode;
  /** T: the whole prepayment, paid now. */
  total: Decimal | string;
  account: PaymentAccount;
  entityId?: string;
}

/** ExpenseRecorded as a prepayment: debit prepayments (1150, the contact) `T`, credit the payment account `T`. */
export function postPrepayment(document: PrepaymentPosting): JournalLine[] {
  const total = new Decimal(document.total);
  const pay = paymentAccountLine(document.account);
  return new JournalBuilder(document.currency)
    .debit(ACCOUNT.PREPAYMENTS, total, document.entityId !== undefined ? { contactId: document.entityId } : {})
    .credit(pay.account, total, pay.dimensions)
    .build();
}

export interface PrepaymentApplicationPosting {
  currency: CurrencyCode;
  /** The category's account the used-up part is expensed to. */
  expenseAccount: string;
  amount: Decimal | string;
  /** The prepayment's contact, on the 1150 line. */
  entityId?: string;
}

/** PrepaymentApplied: debit the category's account, credit prepayments (1150). */
export function postPrepaymentApplication(document: PrepaymentApplicationPosting): JournalLine[] {
  const amount = new Decimal(document.amount);
  return new JournalBuilder(document.currency)
    .debit(document.expenseAccount, amount)
    .credit(ACCOUNT.PREPAYMENTS, amount, document.entityId !== undefined ? { contactId: document.entityId } : {})
    .build();
}
