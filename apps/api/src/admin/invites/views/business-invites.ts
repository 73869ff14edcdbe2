import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@ledgerline/projections';
import type { PlanId } from '@ledgerline/ledger';
import { AppError } from '../../../common/errors/app-error.js';

/** The columns of the bulk-invite CSV, in the template's order (the header names them; any order is read). */
export const INVITE_COLUMNS = ['email', 'firstName', 'lastName', 'businessName', 'plan'] as const;

export const INVITE_NOT_FOUND_MESSAGE = 'This invitation is not valid or has already been used';

export const inviteHashOf = (hash: string): string => createHash('sha256').update(hash).digest('hex');
/** The link's secret: 256 random bits; only its sha256 is kept. */
export const newInviteHash = (): string => randomBytes(32).toString('base64url');

export interface PendingBusinessInvite {
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
  planId: PlanId;
  partnerId: string | null;
}

interface InviteDbRow {
  email: string;
  first_name: string;
  last_name: string;
  business_name: string;
  plan_id: number;
  partner_id: string | null;
}

const inviteOf = (row: InviteDbRow): PendingBusinessInvite => ({
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  businessName: row.business_name,
  planId: row.plan_id as PlanId,
  partnerId: row.partner_id,
});

/** The unused invite the link names (`email` and `hash` together); 404 with the message the client shows otherwise. */
export async function pendingInvite(db: Queryable, email: unknown, hash: unknown): Promise<PendingBusinessInvite> {
  if (typeof email !== 'string' || typeof hash !== 'string' || email.trim() === '' || hash === '' || hash.length > 200) {
    throw new AppError(404, 'INVITE_NOT_FOUND', INVITE_NOT_FOUND_MESSAGE);
  }
  const { rows } = await db.query(
    'SELECT email, first_name, last_name, business_name, plan_id, partner_id FROM admin_business_invites WHERE email = lower($1) AND hash_sha256 = $2 AND used_at IS NULL',
    [email.trim(), inviteHashOf(hash)],
  );
  if (rows.length === 0) throw new AppError(404, 'INVITE_NOT_FOUND', INVITE_NOT_FOUND_MESSAGE);
  return inviteOf(rows[0] as InviteDbRow);
}

/** Takes the invite for one sign-up (so two at once cannot both use it); `release` gives it back when the sign-up fails. */
export async function claimInvite(db: Queryable, email: string, hash: string): Promise<PendingBusinessInvite> {
  const { rows } = await db.query(
    `UPDATE admin_business_invites SET used_at = now() WHERE email = lower($1) AND hash_sha256 = $2 AND used_at IS NULL
     RETURNING email, first_name, last_name, business_name, plan_id, partner_id`,
    [email.trim(), inviteHashOf(hash)],
  );
  if (rows.length === 0) throw new AppError(404, 'INVITE_NOT_FOUND', INVITE_NOT_FOUND_MESSAGE);
  return inviteOf(rows[0] as InviteDbRow);
}

export async function releaseInvite(db: Queryable, email: string): Promise<void> {
  await db.query('UPDATE admin_business_invites SET used_at = NULL WHERE email = lower($1) AND user_id IS NULL', [email]);
}
