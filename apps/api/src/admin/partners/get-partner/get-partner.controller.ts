import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { PARTNER_NOT_FOUND_MESSAGE, visiblePartner } from '../records/partner-records.js';

export interface PartnerAdminRow {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface PendingPartnerInvite {
  email: string;
  invitedAt: string;
}

@ApiTags('admin: partners')
@ApiBearerAuth()
@Controller('api/v1/admin/partners')
export class GetPartnerController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get(':id')
  @ApiOperation({ summary: 'A partner, its admins, the invitations not yet accepted, and how many businesses it brought' })
  @ApiResponse({ status: 404, description: `${PARTNER_NOT_FOUND_MESSAGE} (also another partner's, for a partner admin)` })
  async get(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminInfo) {
    const partner = await visiblePartner(this.runtime.pool, admin, id);
    const [admins, invites, businesses] = await Promise.all([
      this.runtime.pool.query<{ admin_id: string; email: string; name: string; created_at: Date; last_login_at: Date | null }>(
        'SELECT admin_id, email, name, created_at, last_login_at FROM admin_users WHERE partner_id = $1 ORDER BY created_at, admin_id',
        [partner.id],
      ),
      this.runtime.pool.query<{ email: string; created_at: Date }>(
        'SELECT email, created_at FROM partner_invites WHERE partner_id = $1 AND accepted_at IS NULL ORDER BY created_at',
        [partner.id],
      ),
      this.runtime.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM business_partners WHERE partner_id = $1', [partner.id]),
    ]);
    const adminRows: PartnerAdminRow[] = admins.rows.map((row) => ({
      id: row.admin_id,
      email: row.email,
      name: row.name,
      createdAt: row.created_at.toISOString(),
      lastLoginAt: row.last_login_at?.toISOString() ?? null,
    }));
    const pendingInvites: PendingPartnerInvite[] = invites.rows.map((row) => ({ email: row.email, invitedAt: row.created_at.toISOString() }));
    return { success: true, data: { ...partner, admins: adminRows, pendingInvites, businessCount: businesses.rows[0].n } };
  }
}
