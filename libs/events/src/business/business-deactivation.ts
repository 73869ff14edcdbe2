import { BUSINESS_DEACTIVATED, BUSINESS_REACTIVATED, type BusinessDeactivatedData, type BusinessReactivatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { BusinessDeactivatedData, BusinessReactivatedData } from '@ledgerline/ledger';

/** v1 (current): `{ at, reason? }`: when the provider closed the business to its members. The admin is in the metadata (`adminId`). */
export type BusinessDeactivatedV1 = BusinessDeactivatedData;
/** v1 (current): `{ at }`. */
export type BusinessReactivatedV1 = BusinessReactivatedData;

export const businessDeactivated = defineEvent<typeof BUSINESS_DEACTIVATED, BusinessDeactivatedData>({
  type: BUSINESS_DEACTIVATED,
  currentVersion: 1,
});

export const businessReactivated = defineEvent<typeof BUSINESS_REACTIVATED, BusinessReactivatedData>({
  type: BUSINESS_REACTIVATED,
  currentVersion: 1,
});
