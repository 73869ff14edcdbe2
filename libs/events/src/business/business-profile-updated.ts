import { BUSINESS_PROFILE_UPDATED, type BusinessProfileUpdatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { BusinessProfileUpdatedData } from '@ledgerline/ledger';

/** v1 (current): `{ changes }`: the profile fields that changed, `null` for a field cleared. */
export type BusinessProfileUpdatedV1 = BusinessProfileUpdatedData;

export const businessProfileUpdated = defineEvent<typeof BUSINESS_PROFILE_UPDATED, BusinessProfileUpdatedData>({
  type: BUSINESS_PROFILE_UPDATED,
  currentVersion: 1,
});
