import { Controller, Get, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { toCsv } from '../../../common/csv/csv-writer.js';
import { INVITE_COLUMNS } from '../views/business-invites.js';

@ApiTags('admin: invites')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class DownloadInviteTemplateController {
  @Get('users-invite-template/download')
  @ApiOperation({
    summary: 'The bulk-invite CSV template: email, firstName, lastName, businessName, plan (free, basic, store, … ; empty: free), and an example row',
  })
  @ApiProduces('text/csv')
  template(@Res({ passthrough: true }) reply: FastifyReply): string {
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="users-invite-template.csv"');
    return toCsv([[...INVITE_COLUMNS], ['ada@example.com', 'Ada', 'Obi', 'Ada Provisions', 'free']]);
  }
}
