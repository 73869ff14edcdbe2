import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { requirePositionParam } from '../../../common/http/position-param.js';
import { GetAuditEventQuery } from './get-audit-event.query.js';

@ApiTags('audit')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/audit')
export class GetAuditEventController {
  constructor(private readonly queries: QueryBus) {}

  @Get('events/:position')
  @ApiOperation({ summary: 'One event by its position: data (upcast to the current version), metadata (who, when, which command, causation) and hash' })
  @ApiParam({ name: 'position', example: '42' })
  @ApiResponse({ status: 404, description: 'No event of this business at that position' })
  async one(@BusinessId() businessId: string, @Param('position') position: string) {
    return { success: true, data: await this.queries.execute(new GetAuditEventQuery(businessId, requirePositionParam(position, 'position'))) };
  }
}
