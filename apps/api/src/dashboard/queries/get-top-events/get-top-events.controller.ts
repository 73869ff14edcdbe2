import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ListLimitDto } from '../../dashboard-inputs.js';
import { readListLimit } from '../../periods.js';
import { GetTopEventsQuery } from './get-top-events.query.js';
import { BUSINESS_NOTE, KNOWN_AT_NOTE } from '../../http/dashboard-docs.js';

@ApiTags('dashboard')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/dashboard')
export class GetTopEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('topevents')
  @ApiOperation({
    summary: 'The latest notable events of the business (default 5)',
    description: `Read from the business's event stream: everything but the routine documents the transaction history lists, i.e. voids and amendments, stock adjustments, products and contacts added, team and role changes, plan changes, bank accounts and settings. ${KNOWN_AT_NOTE} ${BUSINESS_NOTE}`,
  })
  @ApiResponse({ status: 200, description: '{ success, data: [{ position, type, title, description, reference, date, userId, staffName }] }' })
  async topEvents(@BusinessId() businessId: string, @Query() query: ListLimitDto) {
    const limit = readListLimit(query.limit);
    return { success: true, data: await this.queries.execute(new GetTopEventsQuery(businessId, limit, query.knownAt)) };
  }
}
