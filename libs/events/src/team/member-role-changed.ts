import { MEMBER_ROLE_CHANGED, type MemberRoleChangedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { MemberRoleChangedData } from '@ledgerline/ledger';

/** v1 (current): `{ userId, role: 'admin' | 'member', roleId?, at }`. */
export type MemberRoleChangedV1 = MemberRoleChangedData;

export const memberRoleChanged = defineEvent<typeof MEMBER_ROLE_CHANGED, MemberRoleChangedData>({
  type: MEMBER_ROLE_CHANGED,
  currentVersion: 1,
});
