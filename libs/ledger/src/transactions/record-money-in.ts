import { requireBusiness, resolvePaymentAccount, type BusinessState } from '../business/business-state.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { formatAmount, parseAmount } from '../money.js';
import { isMoneyInSubtype, MONEY_IN_SUBTYPES, MONEY_IN_SUBTYPES_WITH_CONTACT, postMoneyIn } from '../posting/money-in.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import { optionalContact, type ContactContext } from './known-contact.js';
import { MONEY_IN_RECORDED, type MoneyInRecorded, type MoneyInRecordedData } from './money-in-events.js';

export interface RecordMoneyInCommand {
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
  /** The contact; required for debt_repayment and customer_deposit. */
  entityId?: string;
}

/**
 * Records money in: refuses an unknown business, a date that is not a real YYYY-MM-DD date, an
 * amount that is not positive or has too many decimals, an unknown subtype, an account that is
 * neither Cash nor one of the business's bank accounts, and a missing entity where the subtype
 * needs one, or one that is not the business's contact (when `contactExists` says). The event carries the document and the journal lines it posts.
 */
export function decideRecordMoneyIn(command: RecordMoneyInCommand, state: BusinessState, context: ContactContext = {}): MoneyInRecorded[] {
  const business = requireBusiness(state);
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');
  const amount = parseAmount(command.amount, business.currency, 'amount', { positive: true });
  if (!isMoneyInSubtype(command.subtype)) {
    throw new LedgerValidationError(
      'subtype',
      `subtype must be one of: ${MONEY_IN_SUBTYPES.join(', ')}`,
      command.subtype === undefined || command.subtype === null || command.subtype === '' ? LEDGER_ERROR_CODES.REQUIRED : LEDGER_ERROR_CODES.INVALID_CHOICE,
    );
  }
  const subtype = command.subtype;
  const account = resolvePaymentAccount(command.account, business, 'account');
  const description = optionalText(command.description, 'description', 1000);
  const entityId = optionalContact(command.entityId, context.contactExists, 'entity');
  if (entityId === undefined && MONEY_IN_SUBTYPES_WITH_CONTACT.includes(subtype)) {
    throw new LedgerValidationError('entityId', `entityId is required for ${subtype}`, LEDGER_ERROR_CODES.ENTITY_REQUIRED);
  }

  const currency = business.currency;
  const data: MoneyInRecordedData = {
    transactionId,
    reference,
    date,
    subtype,
    account,
    amount: formatAmount(amount, currency),
    currency,
    ...(description !== undefined ? { description } : {}),
    ...(entityId !== undefined ? { entityId } : {}),
    lines: postMoneyIn({ subtype, account, amount, currency, entityId }),
  };
  return [{ type: MONEY_IN_RECORDED, data }];
}
