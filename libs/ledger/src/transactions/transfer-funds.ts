import { requireBusiness, resolvePaymentAccount, type BusinessState } from '../business/business-state.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { formatAmount, parseAmount } from '../money.js';
import { postFundsTransfer } from '../posting/funds-transfer.js';
import { paymentAccountToInput } from '../posting/payment-account.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import { FUNDS_TRANSFERRED, type FundsTransferredData } from './document-events.js';
import type { FundsTransferred } from './money-events.js';

export interface TransferFundsCommand {
  transactionId: string;
  reference: string;
  /** YYYY-MM-DD */
  date: string;
  /** "Cash" or one of the business's bank account ids. */
  from: string;
  to: string;
  /** What arrives in `to`: a decimal string or a JSON number. */
  amount: unknown;
  /** Bank charges taken from `from` on top of the amount; absent, null or zero for none. */
  fee?: unknown;
  description?: string;
}

/**
 * Moves money between cash and the bank accounts: both ends must be the business's and differ;
 * an optional fee goes to bank charges and leaves the from-account with the amount.
 */
export function decideTransferFunds(command: TransferFundsCommand, state: BusinessState): FundsTransferred[] {
  const business = requireBusiness(state);
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');
  const currency = business.currency;
  const amount = parseAmount(command.amount, currency, 'amount', { positive: true });
  const fee =
    command.fee === undefined || command.fee === null || command.fee === '' ? undefined : parseAmount(command.fee, currency, 'fee', { nonNegative: true });
  const from = resolvePaymentAccount(command.from, business, 'from');
  const to = resolvePaymentAccount(command.to, business, 'to');
  if (paymentAccountToInput(from) === paymentAccountToInput(to)) {
    throw new LedgerValidationError('to', 'to must be a different account from from', LEDGER_ERROR_CODES.SAME_ACCOUNT);
  }
  const description = optionalText(command.description, 'description', 1000);
  const withFee = fee !== undefined && !fee.isZero();

  const data: FundsTransferredData = {
    transactionId,
    reference,
    date,
    currency,
    from,
    to,
    amount: formatAmount(amount, currency),
    ...(withFee ? { fee: formatAmount(fee, currency) } : {}),
    ...(description !== undefined ? { description } : {}),
    lines: postFundsTransfer({ from, to, amount, fee: withFee ? fee : undefined, currency }),
  };
  return [{ type: FUNDS_TRANSFERRED, data }];
}
