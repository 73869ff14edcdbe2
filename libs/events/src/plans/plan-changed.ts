import { PLAN_CHANGED, type PlanChangedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { PlanChangedData } from '@ledgerline/ledger';

/** v1 (current): `{ businessId, fromPlanId, toPlanId, change, period, startsAt, expiresAt, paid, extraUsers, paymentReference }`. */
export type PlanChangedV1 = PlanChangedData;

export const planChanged = defineEvent<typeof PLAN_CHANGED, PlanChangedData>({
  type: PLAN_CHANGED,
  currentVersion: 1,
});
