import { requireBusiness, type BusinessState } from '../business/business-state.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { MONEY_IN_SUBTYPES, MONEY_IN_SUBTYPES_WITH_CONTACT, postMoneyIn } from '../posting/money-in.js';
import { optionalContact, type ContactContext } from './known-contact.js';
import { MONEY_IN_RECORDED, type MoneyInRecorded } from './money-in-events.js';
import { moneyMovementEntry, parseMoneyMovement, type MoneyMovementCommand } from './money-movement.js';

export interface RecordMoneyInCommand extends MoneyMovementCommand {
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
  const movement = parseMoneyMovement(command, requireBusiness(state), MONEY_IN_SUBTYPES);
  const entityId = optionalContact(command.entityId, context.contactExists, 'entity');
  if (entityId === undefined && MONEY_IN_SUBTYPES_WITH_CONTACT.includes(movement.subtype)) {
    throw new LedgerValidationError('entityId', `entityId is required for ${movement.subtype}`, LEDGER_ERROR_CODES.ENTITY_REQUIRED);
  }
  return [{ type: MONEY_IN_RECORDED, data: moneyMovementEntry(movement, entityId, postMoneyIn) }];
}
