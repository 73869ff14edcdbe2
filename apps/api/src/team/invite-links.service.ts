import { Inject, Injectable } from '@nestjs/common';
import { inviteById, type PendingInvite, type TeamState } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { composeMail, createOneTimeToken, hashToken } from '@ledgerline/platform';
import { findBusiness, loadTeamState } from '@ledgerline/projections';
import { AppError } from '../common/errors/app-error.js';
import { RUNTIME } from '../runtime.token.js';

/** An invite link works for 7 days; a resend makes a new one. */
export const INVITE_LINK_DAYS = 7;

export interface InviteLink {
  tokenHash: string;
  businessId: string;
  inviteId: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

interface InviteLinkRow {
  token_hash: string;
  business_id: string;
  invite_id: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
}

/** A link that works now, with the pending invite it opens. */
export interface OpenInvite {
  link: InviteLink;
  invite: PendingInvite;
  businessName: string;
  state: TeamState;
}

export const INVITE_LINK_INVALID_MESSAGE = 'This invite link is not valid';
export const INVITE_LINK_USED_MESSAGE = 'This invite link has already been used';
export const INVITE_LINK_EXPIRED_MESSAGE = 'This invite link has expired. Ask for a new invite.';

export interface InviteMail {
  email: string;
  businessName: string;
  inviterName: string;
  roleName: string | null;
  token: string;
}

/**
 * Join links of team invites (`team_invite_tokens`, a plain table): the mail carries the token,
 * the table only its sha256, and the invite event neither.
 */
@Injectable()
export class InviteLinksService {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  /** A new link for the invite; its earlier unused links stop working. Returns the token to mail. */
  async issue(invite: { businessId: string; inviteId: string; email: string }): Promise<string> {
    const { token, hash } = createOneTimeToken();
    await this.runtime.pool.query(
      `WITH superseded AS (DELETE FROM team_invite_tokens WHERE business_id = $2 AND invite_id = $3 AND used_at IS NULL)
       INSERT INTO team_invite_tokens (token_hash, business_id, invite_id, email, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
      [hash, invite.businessId, invite.inviteId, invite.email, INVITE_LINK_DAYS],
    );
    return token;
  }

  /** A revoked invite's links stop working. */
  async revoke(businessId: string, inviteId: string): Promise<void> {
    await this.runtime.pool.query('DELETE FROM team_invite_tokens WHERE business_id = $1 AND invite_id = $2 AND used_at IS NULL', [businessId, inviteId]);
  }

  /** The link a join request presents (its e-mail must be the invited one), used or not, expired or not. */
  async find(email: string, token: string): Promise<InviteLink | undefined> {
    const { rows } = await this.runtime.pool.query<InviteLinkRow>('SELECT * FROM team_invite_tokens WHERE token_hash = $1 AND email = lower($2)', [
      hashToken(token),
      email.trim(),
    ]);
    const row = rows[0];
    return (
      row && {
        tokenHash: row.token_hash,
        businessId: row.business_id,
        inviteId: row.invite_id,
        email: row.email,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
      }
    );
  }

  /**
   * The invite a link opens. A link that was never issued, was replaced by a resend, or whose
   * invite was revoked or accepted is 404. A used or expired one is 401 when joining (`join`),
   * 404 when only checking it (the client shows Error404, spec 002 §8).
   */
  async open(email: unknown, token: unknown, purpose: 'check' | 'join'): Promise<OpenInvite> {
    const invalid = () => new AppError(404, 'INVITE_LINK_INVALID', INVITE_LINK_INVALID_MESSAGE);
    if (typeof email !== 'string' || typeof token !== 'string' || email === '' || token === '') throw invalid();
    const link = await this.find(email, token);
    if (!link) throw invalid();
    const status = purpose === 'join' ? 401 : 404;
    if (link.usedAt) throw new AppError(status, 'INVITE_LINK_USED', INVITE_LINK_USED_MESSAGE);
    if (link.expiresAt.getTime() <= Date.now()) throw new AppError(status, 'INVITE_LINK_EXPIRED', INVITE_LINK_EXPIRED_MESSAGE);
    const state = await loadTeamState(this.runtime.pool, link.businessId);
    const invite = inviteById(state, link.inviteId);
    const business = await findBusiness(this.runtime.pool, link.businessId);
    if (!invite || !business) throw invalid();
    return { link, invite, businessName: business.name, state };
  }

  /** Marks the link used if it still works; false when someone else used it first (or it just expired). */
  async claim(tokenHash: string): Promise<boolean> {
    const { rowCount } = await this.runtime.pool.query(
      'UPDATE team_invite_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
      [tokenHash],
    );
    return rowCount === 1;
  }

  /** Gives a claimed link back when the join it was claimed for failed. */
  async release(tokenHash: string): Promise<void> {
    await this.runtime.pool.query('UPDATE team_invite_tokens SET used_at = NULL WHERE token_hash = $1', [tokenHash]);
  }

  /** When each pending invite's current link expires, for the team list. */
  async expiries(businessId: string): Promise<Map<string, Date>> {
    const { rows } = await this.runtime.pool.query<{ invite_id: string; expires_at: Date }>(
      'SELECT invite_id, max(expires_at) AS expires_at FROM team_invite_tokens WHERE business_id = $1 AND used_at IS NULL GROUP BY invite_id',
      [businessId],
    );
    return new Map(rows.map((row) => [row.invite_id, row.expires_at]));
  }

  joinUrl(email: string, token: string): string {
    return `${this.runtime.config.appUrl}/settings/teams/join?email=${encodeURIComponent(email)}&hash=${encodeURIComponent(token)}`;
  }

  async send(mail: InviteMail): Promise<void> {
    await this.runtime.mailer.send({ to: mail.email, ...teamInviteMail(mail, this.joinUrl(mail.email, mail.token)) });
  }
}

/** The invitation to a business's team: from the business, with its join link. */
export function teamInviteMail(mail: Omit<InviteMail, 'token'>, url: string) {
  return composeMail({
    subject: `${mail.inviterName} invited you to join ${mail.businessName}`,
    from: { name: mail.businessName },
    greeting: 'Hello,',
    blocks: [
      { text: `${mail.inviterName} invited you to join the team of ${mail.businessName}${mail.roleName ? ` as ${mail.roleName}` : ''} on Ledgerline.` },
      { button: `Join ${mail.businessName}`, url },
      { small: `The link works once and expires in ${INVITE_LINK_DAYS} days. If you were not expecting this invitation, ignore this e-mail.` },
    ],
  });
}

/** How the invite mail names who sent it. */
export function senderName(user: { firstName: string; lastName: string; email: string } | undefined): string {
  return (user && (`${user.firstName} ${user.lastName}`.trim() || user.email)) || 'Your team';
}
