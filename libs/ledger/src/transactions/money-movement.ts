import { resolvePaymentAccount, type ExistingBusiness } from '../business/business-state.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import type { Decimal } from '../decimal.js';
import type { JournalLine } from '../journal.js';
import { formatAmount, parseAmount, type CurrencyCode } from '../money.js';
import type { PaymentAccount } from '../posting/payment-account.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';

/**
 * What money in and money out share: one amount into or out of a payment account, of a kind
 * (subtype) from the direction's own list. Each direction adds its contact and its posting rule.
 */
export interface MoneyMovementCommand {
  transactionId: string;
  reference: string;
  /** YYYY-MM-DD */
  date: string;
  /** A decimal string or a JSON number; validated here. */
  amount: unknown;
  subtype: string;
  /** "Cash" or one of the business's bank account ids. */
  account: string;
  description?: string;
}

/** A money movement as checked: the amount parsed at the business's currency. */
export interface MoneyMovement<Subtype extends string> {
  transactionId: string;
  reference: string;
  date: string;
  amount: Decimal;
  currency: CurrencyCode;
  subtype: Subtype;
  account: PaymentAccount;
  description?: string;
}

/** What a direction's posting rule (postMoneyIn, postMoneyOut) is given. */
export interface MoneyMovementPosting<Subtype extends string> {
  subtype: Subtype;
  account: PaymentAccount;
  amount: Decimal;
  currency: CurrencyCode;
  entityId?: string;
}

/**
 * Refuses, in this order, a missing id or reference, a date that is not a real YYYY-MM-DD date,
 * an amount that is not positive or has too many decimals, a subtype not in `subtypes`, and an
 * account that is neither Cash nor one of the business's bank accounts.
 */
export function parseMoneyMovement<Subtype extends string>(
  command: MoneyMovementCommand,
  business: ExistingBusiness,
  subtypes: readonly Subtype[],
): MoneyMovement<Subtype> {
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');
  const currency = business.currency;
  const amount = parseAmount(command.amount, currency, 'amount', { positive: true });
  const subtype = command.subtype;
  if (!isOneOf(subtype, subtypes)) {
    throw new LedgerValidationError(
      'subtype',
      `subtype must be one of: ${subtypes.join(', ')}`,
      subtype === undefined || subtype === null || subtype === '' ? LEDGER_ERROR_CODES.REQUIRED : LEDGER_ERROR_CODES.INVALID_CHOICE,
    );
  }
  const account = resolvePaymentAccount(command.account, business, 'account');
  const description = optionalText(command.description, 'description', 1000);
  return { transactionId, reference, date, amount, currency, subtype, account, ...(description !== undefined ? { description } : {}) };
}

/**
 * The recorded document (MoneyInRecordedData, MoneyOutRecordedData): the movement, its contact
 * when there is one, and the lines `post` gives.
 */
export function moneyMovementEntry<Subtype extends string>(
  movement: MoneyMovement<Subtype>,
  entityId: string | undefined,
  post: (posting: MoneyMovementPosting<Subtype>) => JournalLine[],
) {
  const { transactionId, reference, date, subtype, account, amount, currency, description } = movement;
  return {
    transactionId,
    reference,
    date,
    subtype,
    account,
    amount: formatAmount(amount, currency),
    currency,
    ...(description !== undefined ? { description } : {}),
    ...(entityId !== undefined ? { entityId } : {}),
    lines: post({ subtype, account, amount, currency, entityId }),
  };
}

function isOneOf<Subtype extends string>(value: unknown, subtypes: readonly Subtype[]): value is Subtype {
  return typeof value === 'string' && (subtypes as readonly string[]).includes(value);
}
