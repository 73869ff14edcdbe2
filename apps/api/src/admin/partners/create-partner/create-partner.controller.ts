import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { toPartner } from '../records/partner-records.js';
import { CreatePartnerDto } from './create-partner.dto.js';

export const PARTNER_EMAIL_TAKEN_MESSAGE = 'A partner with this e-mail already exists';

@ApiTags('admin: partners')
@ApiBearerAuth()
@Controller('api/v1/admin/partners')
export class CreatePartnerController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Post()
  @ApiOperation({ summary: 'Create a partner (staff only); its team is then invited with /admin/partners/{id}/teams/invite' })
  @ApiResponse({ status: 409, description: PARTNER_EMAIL_TAKEN_MESSAGE })
  async create(@Body() body: CreatePartnerDto, @CurrentAdmin() admin: CurrentAdminInfo) {
    try {
      const { rows } = await this.runtime.pool.query(
        'INSERT INTO partners (partner_id, name, email, phone, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [randomUUID(), body.name.trim(), body.email.trim().toLowerCase(), body.phone?.trim() || null, admin.adminId],
      );
      return { success: true, message: 'Partner created successfully', data: toPartner(rows[0]) };
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new AppError(409, 'PARTNER_EMAIL_TAKEN', PARTNER_EMAIL_TAKEN_MESSAGE);
      throw error;
    }
  }
}
