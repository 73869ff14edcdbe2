import { TRIAL_STARTED, type TrialStartedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { TrialStartedData } from '@ledgerline/ledger';

/** v1 (current): `{ businessId, fromPlanId, planId, period, startsAt, endsAt }`. */
export type TrialStartedV1 = TrialStartedData;

export const trialStarted = defineEvent<typeof TRIAL_STARTED, TrialStartedData>({
  type: TRIAL_STARTED,
  currentVersion: 1,
});
