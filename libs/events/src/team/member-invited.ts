import { MEMBER_INVITED, type MemberInvitedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { MemberInvitedData } from '@ledgerline/ledger';

/** v1 (current): `{ inviteId, email, role: 'admin' | 'member', roleId?, at }`. */
export type MemberInvitedV1 = MemberInvitedData;

export const memberInvited = defineEvent<typeof MEMBER_INVITED, MemberInvitedData>({
  type: MEMBER_INVITED,
  currentVersion: 1,
});
