import { BUSINESS_CREATED, type BusinessCreatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { BusinessCreatedData } from '@ledgerline/ledger';

/**
 * v1 (current): `{ businessId, name, currency, parentBusinessId?, typeOfBusiness? }`.
 * `parentBusinessId` (a sub-business) and `typeOfBusiness` were added later as optional fields:
 * events written before simply lack them, which reads the same as "not given", so no new
 * version and no upcaster.
 */
export type BusinessCreatedV1 = BusinessCreatedData;

export const businessCreated = defineEvent<typeof BUSINESS_CREATED, BusinessCreatedData>({
  type: BUSINESS_CREATED,
  currentVersion: 1,
});
