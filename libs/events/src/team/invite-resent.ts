import { INVITE_RESENT, type InviteResentData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { InviteResentData } from '@ledgerline/ledger';

/** v1 (current): `{ inviteId, email, at }`. */
export type InviteResentV1 = InviteResentData;

export const inviteResent = defineEvent<typeof INVITE_RESENT, InviteResentData>({
  type: INVITE_RESENT,
  currentVersion: 1,
});
