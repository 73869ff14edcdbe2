import { describe, expect, it } from '@jest/globals';
import {
  CUSTOM_ROLE_CREATED,
  CUSTOM_ROLE_UPDATED,
  INVITE_RESENT,
  INVITE_REVOKED,
  INVITE_ROLE_CHANGED,
  MEMBER_INVITED,
  MEMBER_JOINED,
  MEMBER_REMOVED,
  MEMBER_ROLE_CHANGED,
  TEAM_OWNER_ASSIGNED,
} from '@ledgerline/ledger';
import { currentVersion, EVENT_TYPES, isKnownEventType, upcast, withCurrentVersion } from '../registry.js';

const TEAM_EVENT_TYPES = [
  TEAM_OWNER_ASSIGNED,
  CUSTOM_ROLE_CREATED,
  CUSTOM_ROLE_UPDATED,
  MEMBER_INVITED,
  INVITE_RESENT,
  MEMBER_JOINED,
  MEMBER_ROLE_CHANGED,
  INVITE_ROLE_CHANGED,
  MEMBER_REMOVED,
  INVITE_REVOKED,
];

describe('team events in the catalogue', () => {
  it.each(TEAM_EVENT_TYPES)('given %s, then it is registered at version 1 under the ledger’s name', (type) => {
    expect(isKnownEventType(type)).toBe(true);
    expect(currentVersion(type)).toBe(1);
    expect((EVENT_TYPES as Record<string, string>)[type]).toBe(type);
  });

  it('when a decider’s team event is stamped and read back, then it is unchanged', () => {
    const event = { type: MEMBER_INVITED, data: { inviteId: 'inv-1', email: 'ada@example.ng', role: 'member', roleId: 'r-1', at: '2024-05-01T09:00:00Z' } };
    const stored = withCurrentVersion(event);
    expect(stored.version).toBe(1);
    expect(upcast(stored)).toBe(stored);
  });
});
