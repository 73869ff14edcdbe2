import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../common/access/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { AuditEventsQueryDto, AuditPageQueryDto, parseAuditEventsQuery, parseDocumentPage, parsePosition } from './audit-query.js';
import { GetAuditEventQuery } from './queries/get-audit-event/get-audit-event.query.js';
import { ListAuditEventsQuery } from './queries/list-audit-events/list-audit-events.query.js';
import { ListDocumentEventsQuery } from './queries/list-document-events/list-document-events.query.js';
import { VerifyAuditChainQuery } from './queries/verify-audit-chain/verify-audit-chain.query.js';

const SUMMARY =
  '{ position, revision, id, type, version, recordedAt, userId, userName, commandId, correlationId, causationId, occurredAt, effectiveDate, documentId }';

/**
 * The accountant's audit trail (README.md beside this file): the business's own event stream, read-only.
 * Owner, admin, or a member holding code 160 (ours, not the spec's); the journal export
 * (GET /accounting/journal/export?knownAt=) is its other half.
 */
@ApiTags('audit')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/audit')
export class AuditController {
  constructor(private readonly queries: QueryBus) {}

  @Get('events')
  @ApiOperation({ summary: 'The business’s events, filtered by type, user, when recorded and document; newest first (sort=asc: oldest first); paged' })
  @ApiResponse({ status: 200, description: `{ success, data: { data: [${SUMMARY}], page, limit, total, totalPages } }` })
  async list(@BusinessId() businessId: string, @Query() query: AuditEventsQueryDto) {
    return { success: true, data: await this.queries.execute(new ListAuditEventsQuery(businessId, parseAuditEventsQuery(query))) };
  }

  @Get('events/:position')
  @ApiOperation({ summary: 'One event by its position: data (upcast to the current version), metadata (who, when, which command, causation) and hash' })
  @ApiParam({ name: 'position', example: '42' })
  @ApiResponse({ status: 404, description: 'No event of this business at that position' })
  async one(@BusinessId() businessId: string, @Param('position') position: string) {
    return { success: true, data: await this.queries.execute(new GetAuditEventQuery(businessId, parsePosition(position, 'position'))) };
  }

  @Get('documents/:id/events')
  @ApiOperation({ summary: 'Every event of one document (transaction id or reference, product id, contact id), oldest first, in full; paged (200 a page)' })
  @ApiResponse({ status: 404, description: 'No event of this business names that document' })
  async document(@BusinessId() businessId: string, @Param('id') id: string, @Query() query: AuditPageQueryDto) {
    const document = id.trim();
    if (document === '' || document.length > 200) throw AppError.validation([{ field: 'id', message: 'id must be 1 to 200 characters' }]);
    const { page, limit } = parseDocumentPage(query);
    return { success: true, data: await this.queries.execute(new ListDocumentEventsQuery(businessId, document, page, limit)) };
  }

  @Get('verify')
  @ApiOperation({ summary: 'Recomputes the business stream’s hash chain: ok, or the first event that fails and why' })
  @ApiResponse({
    status: 200,
    description: '{ success, data: { ok: true, events } | { ok: false, events, firstBrokenPosition, firstBrokenRevision, reason, message } }',
  })
  @ApiResponse({ status: 501, description: 'Events live in EventStoreDB, which keeps no hash chain' })
  async verify(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new VerifyAuditChainQuery(businessId)) };
  }
}
