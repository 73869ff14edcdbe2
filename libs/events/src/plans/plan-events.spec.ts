import { describe, expect, it } from '@jest/globals';
import {
  PLAN_CHANGED,
  PLAN_DOWNGRADED,
  PLAN_EXPIRED,
  SUBSCRIPTION_PAYMENT_RECEIVED,
  SUBSCRIPTION_PAYMENT_REFUNDED,
  SUBSCRIPTION_RENEWAL_FAILED,
  AUTO_RENEWAL_CHANGED,
  TRIAL_STARTED,
  type PlanEvent,
} from '@ledgerline/ledger';
import { currentVersion, EVENT_TYPES, upcast, withCurrentVersion } from '../registry.js';

describe('plan events in the catalogue', () => {
  it('registers the plan and subscription payment events at version 1, under the ledger’s names', () => {
    for (const type of [
      PLAN_CHANGED,
      TRIAL_STARTED,
      PLAN_EXPIRED,
      PLAN_DOWNGRADED,
      SUBSCRIPTION_PAYMENT_RECEIVED,
      SUBSCRIPTION_PAYMENT_REFUNDED,
      SUBSCRIPTION_RENEWAL_FAILED,
      AUTO_RENEWAL_CHANGED,
    ] as const) {
      expect(EVENT_TYPES[type]).toBe(type);
      expect(currentVersion(type)).toBe(1);
    }
  });

  it('stamps a decider’s event with version 1 and reads it back unchanged', () => {
    const event: PlanEvent = {
      type: 'TrialStarted',
      data: { businessId: 'biz-1', fromPlanId: 1, planId: 5, period: 'monthly', startsAt: '2024-01-01T00:00:00.000Z', endsAt: '2024-01-15T00:00:00.000Z' },
    };
    const stored = { ...withCurrentVersion(event), position: 7 };
    expect(stored.version).toBe(1);
    expect(upcast(stored)).toEqual(stored);
  });
});
