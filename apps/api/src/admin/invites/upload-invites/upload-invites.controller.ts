import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { readCsvUpload } from '../../../common/csv/read-csv-upload.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { UploadInvitesService } from './upload-invites.service.js';

export const INVITE_FILE_MUST_BE_CSV = 'Bulk import files must be CSV';

@ApiTags('admin: invites')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class UploadInvitesController {
  constructor(private readonly invites: UploadInvitesService) {}

  @Post('upload-users-invite')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Invite people to sign up with a business (under your partner), one CSV row each; each address is invited and mailed once, ever. success is false when a row was skipped (listed by line with the reason)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary', description: 'The CSV file (any field name)' } } } })
  async upload(@CurrentAdmin() admin: CurrentAdminInfo, @Req() request: FastifyRequest) {
    const upload = await readCsvUpload(request, { field: null, message: INVITE_FILE_MUST_BE_CSV });
    const data = await this.invites.upload(admin, upload.text);
    const message =
      data.skipped.length === 0
        ? `${data.invited} ${data.invited === 1 ? 'person' : 'people'} invited`
        : `${data.invited} invited, ${data.skipped.length} ${data.skipped.length === 1 ? 'row' : 'rows'} skipped`;
    return { success: data.skipped.length === 0, message, data };
  }
}
