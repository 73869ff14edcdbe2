import { MEMBER_REMOVED, type MemberRemovedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { MemberRemovedData } from '@ledgerline/ledger';

/** v1 (current): `{ userId, email, at }`. */
export type MemberRemovedV1 = MemberRemovedData;

export const memberRemoved = defineEvent<typeof MEMBER_REMOVED, MemberRemovedData>({
  type: MEMBER_REMOVED,
  currentVersion: 1,
});
