import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { composeMail, createOneTimeToken, greetingFor, type Runtime } from '@ledgerline/platform';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { ADMIN_EMAIL_TAKEN_MESSAGE } from '../../auth/admin-users.repository.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { PARTNER_NOT_FOUND_MESSAGE, visiblePartner } from '../records/partner-records.js';
import { InvitePartnerAdminDto } from './invite-partner-admin.dto.js';

/** What the invitation mail is for: one mail per (partner, e-mail), however often or concurrently the invite is posted. */
export const partnerInviteMailKey = (partnerId: string, email: string) => `partner-invite:${partnerId}:${email}`;

@ApiTags('admin: partners')
@ApiBearerAuth()
@Controller('api/v1/admin/partners')
export class InvitePartnerAdminController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Post(':id/teams/invite')
  @ApiOperation({
    summary: "Invite someone to a partner's team (staff, or the partner's own admins): one e-mail with a link to /admin/partners/{id}/teams/join?hash=…",
  })
  @ApiResponse({ status: 404, description: PARTNER_NOT_FOUND_MESSAGE })
  @ApiResponse({ status: 409, description: ADMIN_EMAIL_TAKEN_MESSAGE })
  async invite(@Param('id') id: string, @Body() body: InvitePartnerAdminDto, @CurrentAdmin() admin: CurrentAdminInfo) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    const email = body.email.trim().toLowerCase();
    const client = await this.runtime.pool.connect();
    try {
      await client.query('BEGIN');
      const taken = await client.query('SELECT 1 FROM admin_users WHERE lower(email) = $1', [email]);
      if (taken.rowCount) throw new AppError(409, 'ADMIN_EMAIL_TAKEN', ADMIN_EMAIL_TAKEN_MESSAGE);
      // Only the hash of the link's secret is kept. A second invite of the same address (even at the
      // same moment: the unique index makes it wait) finds the first and sends nothing.
      const secret = createOneTimeToken();
      const inserted = await client.query(
        `INSERT INTO partner_invites (hash, partner_id, email, invited_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (partner_id, lower(email)) WHERE accepted_at IS NULL DO NOTHING`,
        [secret.hash, partner.id, email, admin.adminId],
      );
      if (inserted.rowCount) {
        const link = `${this.runtime.config.appUrl}/admin/partners/${partner.id}/teams/join?hash=${secret.token}`;
        await this.runtime.mailer.enqueue(
          client,
          { to: email, ...partnerInviteMail({ name: body.name, inviter: admin.name, partner: partner.name, link }) },
          { dedupeKey: partnerInviteMailKey(partner.id, email) },
        );
      }
      await client.query('COMMIT');
      return { success: true, message: inserted.rowCount ? 'Invitation sent' : 'This address has already been invited' };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/** The invitation to a partner's team in the admin area. */
export function partnerInviteMail(invite: { name?: string; inviter: string; partner: string; link: string }) {
  return composeMail({
    subject: `Join ${invite.partner} on Ledgerline`,
    greeting: greetingFor(invite.name, 'Hello'),
    blocks: [
      { text: `${invite.inviter} invited you to the ${invite.partner} team in the Ledgerline admin area.` },
      { button: 'Set your name and password', url: invite.link },
      { small: 'If you were not expecting this invitation, ignore this e-mail.' },
    ],
  });
}
