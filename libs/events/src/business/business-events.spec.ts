import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_SETTING_CHANGED, BANK_ACCOUNT_REMOVED, BANK_ACCOUNT_UPDATED, BUSINESS_CREATED, BUSINESS_PROFILE_UPDATED } from '@ledgerline/ledger';
import { currentVersion, EVENT_TYPES, isKnownEventType, upcast, withCurrentVersion } from '../registry.js';

const BUSINESS_SETTINGS_EVENT_TYPES = [BUSINESS_PROFILE_UPDATED, BANK_ACCOUNT_UPDATED, BANK_ACCOUNT_REMOVED, ACCOUNT_SETTING_CHANGED];

describe('business settings events in the catalogue', () => {
  it.each(BUSINESS_SETTINGS_EVENT_TYPES)('given %s, then it is registered at version 1 under the ledger’s name', (type) => {
    expect(isKnownEventType(type)).toBe(true);
    expect(currentVersion(type)).toBe(1);
    expect((EVENT_TYPES as Record<string, string>)[type]).toBe(type);
  });

  it('reads a BusinessCreated written before parentBusinessId and typeOfBusiness existed as it is (still v1)', () => {
    const old = { type: BUSINESS_CREATED, version: 1, data: { businessId: 'b', name: 'Ada Stores', currency: 'NGN' } };
    expect(upcast(old)).toBe(old);
    const sub = withCurrentVersion({
      type: BUSINESS_CREATED,
      data: { businessId: 'c', name: 'Ada Stores Ikeja', currency: 'NGN', parentBusinessId: 'b', typeOfBusiness: 'Retail' },
    });
    expect(sub.version).toBe(1);
    expect(upcast(sub)).toBe(sub);
  });

  it('when a decider’s setting change is stamped and read back, then it is unchanged', () => {
    const stored = withCurrentVersion({ type: ACCOUNT_SETTING_CHANGED, data: { setting: 'invoice', value: { template: 'letterhead', showLogo: true } } });
    expect(stored.version).toBe(1);
    expect(upcast(stored)).toBe(stored);
  });
});
