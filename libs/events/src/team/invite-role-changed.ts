import { INVITE_ROLE_CHANGED, type InviteRoleChangedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { InviteRoleChangedData } from '@ledgerline/ledger';

/** v1 (current): `{ inviteId, role: 'admin' | 'member', roleId?, at }`. */
export type InviteRoleChangedV1 = InviteRoleChangedData;

export const inviteRoleChanged = defineEvent<typeof INVITE_ROLE_CHANGED, InviteRoleChangedData>({
  type: INVITE_ROLE_CHANGED,
  currentVersion: 1,
});
