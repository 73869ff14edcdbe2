import { MEMBER_JOINED, type MemberJoinedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { MemberJoinedData } from '@ledgerline/ledger';

/** v1 (current): `{ inviteId, userId, email, role: 'admin' | 'member', roleId?, at }`. */
export type MemberJoinedV1 = MemberJoinedData;

export const memberJoined = defineEvent<typeof MEMBER_JOINED, MemberJoinedData>({
  type: MEMBER_JOINED,
  currentVersion: 1,
});
