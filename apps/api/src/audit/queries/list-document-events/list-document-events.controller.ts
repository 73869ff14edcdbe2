import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { AuditPageQueryDto, parseDocumentPage } from '../../audit-query.js';
import { ListDocumentEventsQuery } from './list-document-events.query.js';

@ApiTags('audit')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/audit')
export class ListDocumentEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('documents/:id/events')
  @ApiOperation({ summary: 'Every event of one document (transaction id or reference, product id, contact id), oldest first, in full; paged (200 a page)' })
  @ApiResponse({ status: 404, description: 'No event of this business names that document' })
  async document(@BusinessId() businessId: string, @Param('id') id: string, @Query() query: AuditPageQueryDto) {
    const document = id.trim();
    if (document === '' || document.length > 200) throw AppError.validation([{ field: 'id', message: 'id must be 1 to 200 characters' }]);
    const { page, limit } = parseDocumentPage(query);
    return { success: true, data: await this.queries.execute(new ListDocumentEventsQuery(businessId, document, page, limit)) };
  }
}
