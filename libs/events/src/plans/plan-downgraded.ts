import { PLAN_DOWNGRADED, type PlanDowngradedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { PlanDowngradedData } from '@ledgerline/ledger';

/** v1 (current): `{ businessId, fromPlanId, toPlanId, downgradedAt }`. */
export type PlanDowngradedV1 = PlanDowngradedData;

export const planDowngraded = defineEvent<typeof PLAN_DOWNGRADED, PlanDowngradedData>({
  type: PLAN_DOWNGRADED,
  currentVersion: 1,
});
