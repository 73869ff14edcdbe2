import { requireBusiness, type BusinessState } from '../business/business-state.js';
import { MONEY_OUT_SUBTYPES, MONEY_OUT_SUBTYPES_WITH_CONTACT, postMoneyOut } from '../posting/money-out.js';
import { MONEY_OUT_RECORDED } from './document-events.js';
import { optionalContact, requireContact, type ContactContext } from './known-contact.js';
import type { MoneyOutRecorded } from './money-events.js';
import { moneyMovementEntry, parseMoneyMovement, type MoneyMovementCommand } from './money-movement.js';

export interface RecordMoneyOutCommand extends MoneyMovementCommand {
  /** The contact; required for supplier_payment and refund. */
  entity?: string;
}

/**
 * Records money out (repaying a loan, drawings, paying a supplier, refunding a customer's
 * advance, interest): refuses what money in refuses (unknown business, bad date, amount, subtype
 * or account), and a missing or unknown contact where the subtype needs one.
 */
export function decideRecordMoneyOut(command: RecordMoneyOutCommand, state: BusinessState, context: ContactContext = {}): MoneyOutRecorded[] {
  const movement = parseMoneyMovement(command, requireBusiness(state), MONEY_OUT_SUBTYPES);
  const entityId = MONEY_OUT_SUBTYPES_WITH_CONTACT.includes(movement.subtype)
    ? requireContact(command.entity, context.contactExists, `for ${movement.subtype}`)
    : optionalContact(command.entity, context.contactExists);
  return [{ type: MONEY_OUT_RECORDED, data: moneyMovementEntry(movement, entityId, postMoneyOut) }];
}
