import { INVITE_REVOKED, type InviteRevokedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { InviteRevokedData } from '@ledgerline/ledger';

/** v1 (current): `{ inviteId, email, at }`. */
export type InviteRevokedV1 = InviteRevokedData;

export const inviteRevoked = defineEvent<typeof INVITE_REVOKED, InviteRevokedData>({
  type: INVITE_REVOKED,
  currentVersion: 1,
});
