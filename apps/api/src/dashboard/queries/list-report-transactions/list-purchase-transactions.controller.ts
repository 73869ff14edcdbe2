import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { PagedDatesDto } from '../../dashboard-inputs.js';
import { NOTES, PAGE, reportTransactionsQuery } from '../../http/report-summary-docs.js';

@ApiTags('reports')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/reports')
export class ListPurchaseTransactionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('transactions/purchases')
  @ApiOperation({ summary: 'The period’s purchases, newest first, paged (25 a page), with their totals', description: NOTES })
  @ApiResponse({
    status: 200,
    description: `{ success, data: { currency, startDate, endDate, totals: { count, total, paid, balanceDue }, data: [transaction], ${PAGE} } }`,
  })
  async purchaseTransactions(@BusinessId() businessId: string, @Query() query: PagedDatesDto) {
    return { success: true, data: await this.queries.execute(reportTransactionsQuery(businessId, 'purchases', query)) };
  }
}
