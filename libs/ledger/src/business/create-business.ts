import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { DEFAULT_CURRENCY, parseCurrency } from '../money.js';
import { requireText } from '../validation.js';
import { BUSINESS_CREATED, type BusinessEvent } from './business-events.js';
import type { BusinessState } from './business-state.js';

export interface CreateBusinessCommand {
  businessId: string;
  name: string;
  /** Defaults to NGN. */
  currency?: unknown;
}

export function decideCreateBusiness(command: CreateBusinessCommand, state: BusinessState): BusinessEvent[] {
  if (state.exists) {
    throw new LedgerValidationError('businessId', 'Business already exists', LEDGER_ERROR_CODES.BUSINESS_ALREADY_EXISTS);
  }
  const businessId = requireText(command.businessId, 'businessId', 100);
  const name = requireText(command.name, 'name', 200);
  const currency =
    command.currency === undefined || command.currency === null || command.currency === '' ? DEFAULT_CURRENCY : parseCurrency(command.currency, 'currency');
  return [{ type: BUSINESS_CREATED, data: { businessId, name, currency } }];
}
