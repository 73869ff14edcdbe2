import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { hashPassword, hashToken, type Runtime } from '@ledgerline/platform';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { adminView } from '../../auth/admin-identity.js';
import { AdminSessionsService } from '../../auth/admin-sessions.service.js';
import { AdminUsersRepository } from '../../auth/admin-users.repository.js';
import { isUuid } from '../records/partner-records.js';
import { JoinPartnerTeamDto, JoinPartnerTeamQueryDto } from './join-partner-team.dto.js';

export const INVITE_NOT_FOUND_MESSAGE = 'This invitation is not valid or has already been used';
/** Spec 002 §8: the admin registration's message. */
export const REGISTRATION_COMPLETE_MESSAGE = 'You have completed your registration, you may now login';

/** Joining a partner's team from the invitation link: public, the link's secret is the credential. */
@ApiTags('admin: partners')
@Controller('api/v1/admin/partners')
export class JoinPartnerTeamController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly admins: AdminUsersRepository,
    private readonly sessions: AdminSessionsService,
  ) {}

  @Get(':id/teams/join')
  @ApiOperation({ summary: 'What an invitation is for (the join page shows it): the partner and the invited e-mail; 404 when used or unknown' })
  @ApiResponse({ status: 404, description: INVITE_NOT_FOUND_MESSAGE })
  async check(@Param('id') id: string, @Query() query: JoinPartnerTeamQueryDto) {
    if (!isUuid(id)) throw AppError.notFound(INVITE_NOT_FOUND_MESSAGE);
    const { rows } = await this.runtime.pool.query<{ email: string; name: string }>(
      `SELECT i.email, p.name FROM partner_invites i JOIN partners p ON p.partner_id = i.partner_id
        WHERE i.hash = $1 AND i.partner_id = $2 AND i.accepted_at IS NULL`,
      [hashToken(query.hash), id],
    );
    if (!rows[0]) throw AppError.notFound(INVITE_NOT_FOUND_MESSAGE);
    return { success: true, data: { email: rows[0].email, partnerId: id, partnerName: rows[0].name } };
  }

  @Post(':id/teams/join')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept a partner team invitation: makes the invited address a partner admin and logs them in (answers like /admin/auth/login)' })
  @ApiResponse({ status: 404, description: INVITE_NOT_FOUND_MESSAGE })
  async join(@Param('id') id: string, @Query() query: JoinPartnerTeamQueryDto, @Body() body: JoinPartnerTeamDto) {
    if (!isUuid(id)) throw AppError.notFound(INVITE_NOT_FOUND_MESSAGE);
    const passwordHash = await hashPassword(body.password);
    const client = await this.runtime.pool.connect();
    try {
      await client.query('BEGIN');
      // The row lock makes a second use of the same link (at the same moment too) find it accepted.
      const { rows } = await client.query<{ email: string }>(
        'SELECT email FROM partner_invites WHERE hash = $1 AND partner_id = $2 AND accepted_at IS NULL FOR UPDATE',
        [hashToken(query.hash), id],
      );
      if (!rows[0]) throw AppError.notFound(INVITE_NOT_FOUND_MESSAGE);
      const admin = await this.admins.create({ email: rows[0].email, name: body.name, passwordHash, role: 'partner', partnerId: id }, client);
      await client.query('UPDATE partner_invites SET accepted_at = now() WHERE hash = $1', [hashToken(query.hash)]);
      const session = await this.sessions.start(admin.adminId, client);
      await client.query('UPDATE admin_users SET last_login_at = now() WHERE admin_id = $1', [admin.adminId]);
      await client.query('COMMIT');
      return { success: true, message: REGISTRATION_COMPLETE_MESSAGE, data: { token: session.token, expiresAt: session.expiresAt, admin: adminView(admin) } };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
