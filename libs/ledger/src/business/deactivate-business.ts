import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { optionalText } from '../validation.js';
import { BUSINESS_DEACTIVATED, BUSINESS_REACTIVATED, type BusinessEvent } from './business-events.js';
import { requireBusiness, type BusinessState } from './business-state.js';

export interface DeactivateBusinessCommand {
  now: string;
  /** The admin's note, kept in the event. */
  reason?: unknown;
}

/**
 * The provider closes a business to its members (spec 002 §7 admin): every business route then
 * refuses them until it is reactivated. Asked again while deactivated: refused (409), so the
 * history holds one fact per change.
 */
export function decideDeactivateBusiness(command: DeactivateBusinessCommand, state: BusinessState): BusinessEvent[] {
  const business = requireBusiness(state);
  if (business.deactivated) {
    throw new LedgerValidationError('businessId', 'This business is already deactivated', LEDGER_ERROR_CODES.BUSINESS_ALREADY_DEACTIVATED);
  }
  const reason = optionalText(command.reason, 'reason', 500);
  return [{ type: BUSINESS_DEACTIVATED, data: { at: command.now, ...(reason !== undefined ? { reason } : {}) } }];
}

/** Opens a deactivated business again; refused (409) when it is not deactivated. */
export function decideReactivateBusiness(command: { now: string }, state: BusinessState): BusinessEvent[] {
  const business = requireBusiness(state);
  if (!business.deactivated) {
    throw new LedgerValidationError('businessId', 'This business is already active', LEDGER_ERROR_CODES.BUSINESS_ALREADY_ACTIVE);
  }
  return [{ type: BUSINESS_REACTIVATED, data: { at: command.now } }];
}
