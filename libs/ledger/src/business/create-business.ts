import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { DEFAULT_CURRENCY, parseCurrency } from '../money.js';
import { optionalText, requireText } from '../validation.js';
import { BUSINESS_CREATED, type BusinessCreatedData, type BusinessEvent } from './business-events.js';
import type { BusinessState } from './business-state.js';

export interface CreateBusinessCommand {
  businessId: string;
  name: string;
  /** Defaults to NGN. */
  currency?: unknown;
  /** Optional. */
  typeOfBusiness?: unknown;
  /** A sub-business added from this business (Add Business); `parent` must then be its state. */
  parentBusinessId?: unknown;
  /** The parent business's state, read by the caller, when `parentBusinessId` is given. */
  parent?: BusinessState;
}

export function decideCreateBusiness(command: CreateBusinessCommand, state: BusinessState): BusinessEvent[] {
  if (state.exists) {
    throw new LedgerValidationError('businessId', 'Business already exists', LEDGER_ERROR_CODES.BUSINESS_ALREADY_EXISTS);
  }
  const businessId = requireText(command.businessId, 'businessId', 100);
  const name = requireText(command.name, 'name', 200);
  const currency =
    command.currency === undefined || command.currency === null || command.currency === '' ? DEFAULT_CURRENCY : parseCurrency(command.currency, 'currency');
  const typeOfBusiness = optionalText(command.typeOfBusiness, 'typeOfBusiness', 100);
  const parentBusinessId = parseParent(command, businessId);
  const data: BusinessCreatedData = { businessId, name, currency };
  // Optional fields only when given, so a plain business's event is as it always was (v1).
  if (parentBusinessId !== undefined) data.parentBusinessId = parentBusinessId;
  if (typeOfBusiness !== undefined) data.typeOfBusiness = typeOfBusiness;
  return [{ type: BUSINESS_CREATED, data }];
}

function parseParent(command: CreateBusinessCommand, businessId: string): string | undefined {
  const parentBusinessId = optionalText(command.parentBusinessId, 'parentBusinessId', 100);
  if (parentBusinessId === undefined) return undefined;
  if (parentBusinessId === businessId) {
    throw new LedgerValidationError('parentBusinessId', 'A business cannot be its own parent', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const parent = command.parent;
  if (!parent || !parent.exists || parent.businessId !== parentBusinessId) {
    throw new LedgerValidationError('parentBusinessId', 'Parent business not found', LEDGER_ERROR_CODES.BUSINESS_NOT_FOUND);
  }
  // Spec 000 §2.1: Add Business is not offered to a sub-business; one level only.
  if (parent.parentBusinessId !== undefined) {
    throw new LedgerValidationError('parentBusinessId', 'A sub-business cannot add businesses', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return parentBusinessId;
}
