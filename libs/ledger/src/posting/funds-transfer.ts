import { expenseAccountFor } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { JournalBuilder, type JournalLine } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import { paymentAccountLine, type PaymentAccount } from './payment-account.js';

/** Where a transfer's fee goes: the `bank` expense category's account (bank charges). */
export const TRANSFER_FEE_ACCOUNT: string = expenseAccountFor('bank').code;

export interface FundsTransferPosting {
  from: PaymentAccount;
  to: PaymentAccount;
  /** Positive, at the currency's scale: what arrives in `to`. */
  amount: Decimal | string;
  /** Bank charges, at the currency's scale; zero or absent for none. */
  fee?: Decimal | string;
  currency: CurrencyCode;
}

/** FundsTransferred: debit the to-account the amount and bank charges the fee; credit the from-account both. */
export function postFundsTransfer(document: FundsTransferPosting): JournalLine[] {
  const amount = new Decimal(document.amount);
  const fee = new Decimal(document.fee ?? 0);
  const from = paymentAccountLine(document.from);
  const to = paymentAccountLine(document.to);
  return new JournalBuilder(document.currency)
    .debit(to.account, amount, to.dimensions)
    .debit(TRANSFER_FEE_ACCOUNT, fee)
    .credit(from.account, amount.plus(fee), from.dimensions)
    .build();
}
