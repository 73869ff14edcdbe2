import { requireBusiness, type BusinessState } from '../business/business-state.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { formatAmount, parseAmount } from '../money.js';
import { postPrepaymentApplication } from '../posting/expense.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import { PREPAYMENT_APPLIED, type PrepaymentAppliedData } from './document-events.js';
import type { PrepaymentApplied } from './money-events.js';
import { parseExpenseCategory } from './record-expense.js';

/** A prepayment as the read models know it. */
export interface PrepaymentDocument {
  transactionId: string;
  reference: string;
  /** Whether the document is an expense recorded as a prepayment at all. */
  isPrepayment: boolean;
  status: 'posted' | 'voided';
  /** The category it was recorded under: the default for its applications. */
  category: string;
  /** What is left to apply: its total less the applications not voided. */
  unapplied: string;
  entityId?: string;
}

export interface ApplyPrepaymentCommand {
  /** The application's own id and reference. */
  transactionId: string;
  reference: string;
  /** The prepayment's id or reference, as the client sent it. */
  prepayment: string;
  /** YYYY-MM-DD */
  date: string;
  amount: unknown;
  /** Defaults to the prepayment's own category. */
  category?: unknown;
  description?: string;
}

/**
 * Uses up part of a prepayment: the amount moves from prepayments (1150) to the category's
 * expense account. Refuses an unknown prepayment (404), a voided one (409), a document that is
 * not a prepayment, and more than is left to apply (PREPAYMENT_EXCEEDED).
 */
export function decideApplyPrepayment(command: ApplyPrepaymentCommand, state: BusinessState, prepayment: PrepaymentDocument | undefined): PrepaymentApplied[] {
  const business = requireBusiness(state);
  const currency = business.currency;
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  if (!prepayment) {
    throw new LedgerValidationError('id', `No prepayment ${command.prepayment} was found`, LEDGER_ERROR_CODES.TRANSACTION_NOT_FOUND);
  }
  if (prepayment.status === 'voided') {
    throw new LedgerValidationError('id', `Prepayment ${prepayment.reference} has been voided: it cannot be applied`, LEDGER_ERROR_CODES.TRANSACTION_VOIDED);
  }
  if (!prepayment.isPrepayment) {
    throw new LedgerValidationError('id', `Transaction ${prepayment.reference} is not a prepayment`, LEDGER_ERROR_CODES.NOT_A_PREPAYMENT);
  }
  const date = parseIsoDate(command.date, 'date');
  const { category, account } = parseExpenseCategory(
    command.category === undefined || command.category === null || command.category === '' ? prepayment.category : command.category,
  );
  const amount = parseAmount(command.amount, currency, 'amount', { positive: true });
  const unapplied = new Decimal(prepayment.unapplied);
  if (amount.gt(unapplied)) {
    throw new LedgerValidationError(
      'amount',
      unapplied.isZero()
        ? `Prepayment ${prepayment.reference} has been applied in full`
        : `amount ${formatAmount(amount, currency)} is more than the ${formatAmount(unapplied, currency)} left on prepayment ${prepayment.reference}`,
      LEDGER_ERROR_CODES.PREPAYMENT_EXCEEDED,
    );
  }
  const description = optionalText(command.description, 'description', 1000);

  const data: PrepaymentAppliedData = {
    transactionId,
    reference,
    date,
    currency,
    prepaymentId: prepayment.transactionId,
    category,
    amount: formatAmount(amount, currency),
    ...(description !== undefined ? { description } : {}),
    ...(prepayment.entityId !== undefined ? { entityId: prepayment.entityId } : {}),
    lines: postPrepaymentApplication({ currency, expenseAccount: account.code, amount, entityId: prepayment.entityId }),
  };
  return [{ type: PREPAYMENT_APPLIED, data }];
}
