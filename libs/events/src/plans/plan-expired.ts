import { PLAN_EXPIRED, type PlanExpiredData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { PlanExpiredData } from '@ledgerline/ledger';

/** v1 (current): `{ businessId, planId, trial, expiredAt, graceEndsAt }`. */
export type PlanExpiredV1 = PlanExpiredData;

export const planExpired = defineEvent<typeof PLAN_EXPIRED, PlanExpiredData>({
  type: PLAN_EXPIRED,
  currentVersion: 1,
});
