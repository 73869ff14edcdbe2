import { BUSINESS_CREATED, type BusinessCreatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { BusinessCreatedData } from '@ledgerline/ledger';

/** v1 (current): `{ businessId, name, currency }`. */
export type BusinessCreatedV1 = BusinessCreatedData;

export const businessCreated = defineEvent<typeof BUSINESS_CREATED, BusinessCreatedData>({
  type: BUSINESS_CREATED,
  currentVersion: 1,
});
