import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ListLimitDto } from '../../dashboard-inputs.js';
import { readListLimit } from '../../periods.js';
import { GetTopCustomersQuery } from './get-top-customers.query.js';
import { BUSINESS_NOTE, VOIDS_NOTE, KNOWN_AT_NOTE } from '../../http/dashboard-docs.js';

@ApiTags('dashboard')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/dashboard')
export class GetTopCustomersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('topcustomers')
  @ApiOperation({ summary: 'The customers with the most sales, all time (default 5)', description: `${VOIDS_NOTE} ${KNOWN_AT_NOTE} ${BUSINESS_NOTE}` })
  @ApiResponse({ status: 200, description: '{ success, data: [{ _id, firstName, lastName, updatedAt, sales_amount }] }' })
  async topCustomers(@BusinessId() businessId: string, @Query() query: ListLimitDto) {
    const limit = readListLimit(query.limit);
    return { success: true, data: await this.queries.execute(new GetTopCustomersQuery(businessId, limit, query.knownAt)) };
  }
}
