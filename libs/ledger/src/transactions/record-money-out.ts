import { requireBusiness, resolvePaymentAccount, type BusinessState } from '../business/business-state.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { formatAmount, parseAmount } from '../money.js';
import { isMoneyOutSubtype, MONEY_OUT_SUBTYPES, MONEY_OUT_SUBTYPES_WITH_CONTACT, postMoneyOut } from '../posting/money-out.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import { MONEY_OUT_RECORDED, type MoneyOutRecordedData } from './document-events.js';
import { optionalContact, requireContact, type ContactContext } from './known-contact.js';
import type { MoneyOutRecorded } from './money-events.js';

export interface RecordMoneyOutCommand {
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
  /** The contact; required for supplier_payment and refund. */
  entity?: string;
}

/**
 * Records money out (repaying a loan, drawings, paying a supplier, refunding a customer's
 * advance, interest): refuses what money in refuses (unknown business, bad date, amount, subtype
 * or account), and a missing or unknown contact where the subtype needs one.
 */
export function decideRecordMoneyOut(command: RecordMoneyOutCommand, state: BusinessState, context: ContactContext = {}): MoneyOutRecorded[] {
  const business = requireBusiness(state);
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');
  const amount = parseAmount(command.amount, business.currency, 'amount', { positive: true });
  if (!isMoneyOutSubtype(command.subtype)) {
    throw new LedgerValidationError(
      'subtype',
      `subtype must be one of: ${MONEY_OUT_SUBTYPES.join(', ')}`,
      command.subtype === undefined || command.subtype === null || command.subtype === '' ? LEDGER_ERROR_CODES.REQUIRED : LEDGER_ERROR_CODES.INVALID_CHOICE,
    );
  }
  const subtype = command.subtype;
  const account = resolvePaymentAccount(command.account, business, 'account');
  const description = optionalText(command.description, 'description', 1000);
  const entityId = MONEY_OUT_SUBTYPES_WITH_CONTACT.includes(subtype)
    ? requireContact(command.entity, context.contactExists, `for ${subtype}`)
    : optionalContact(command.entity, context.contactExists);

  const currency = business.currency;
  const data: MoneyOutRecordedData = {
    transactionId,
    reference,
    date,
    currency,
    subtype,
    account,
    amount: formatAmount(amount, currency),
    ...(description !== undefined ? { description } : {}),
    ...(entityId !== undefined ? { entityId } : {}),
    lines: postMoneyOut({ subtype, account, amount, currency, entityId }),
  };
  return [{ type: MONEY_OUT_RECORDED, data }];
}
