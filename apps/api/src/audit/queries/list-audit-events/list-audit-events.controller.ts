import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { AuditEventsQueryDto, parseAuditEventsQuery } from '../../audit-query.js';
import { ListAuditEventsQuery } from './list-audit-events.query.js';

const SUMMARY =
  '{ position, revision, id, type, version, recordedAt, userId, userName, commandId, correlationId, causationId, occurredAt, effectiveDate, documentId }';

@ApiTags('audit')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/audit')
export class ListAuditEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('events')
  @ApiOperation({ summary: 'The business’s events, filtered by type, user, when recorded and document; newest first (sort=asc: oldest first); paged' })
  @ApiResponse({ status: 200, description: `{ success, data: { data: [${SUMMARY}], page, limit, total, totalPages } }` })
  async list(@BusinessId() businessId: string, @Query() query: AuditEventsQueryDto) {
    return { success: true, data: await this.queries.execute(new ListAuditEventsQuery(businessId, parseAuditEventsQuery(query))) };
  }
}
