import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { SummaryQueryDto } from '../../dashboard-inputs.js';
import { reportPeriod, summaryGrouping } from '../../periods.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { GetSalesSummaryQuery } from './get-sales-summary.query.js';
import { NOTES } from '../../http/report-summary-docs.js';

@ApiTags('reports')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/reports')
export class GetSalesSummaryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('summary/sales')
  @ApiOperation({ summary: 'Sales over the period (count, total, paid, still owed) and per day or month', description: NOTES })
  @ApiResponse({
    status: 200,
    description:
      '{ success, data: { currency, startDate, endDate, groupBy, count, total, paid, balanceDue, series: [{ period, count, total, paid, balanceDue }] } }',
  })
  async salesSummary(@BusinessId() businessId: string, @Query() query: SummaryQueryDto) {
    const period = reportPeriod(query, businessToday());
    const groupBy = summaryGrouping(query.groupBy, period);
    return { success: true, data: await this.queries.execute(new GetSalesSummaryQuery(businessId, period, groupBy, query.knownAt)) };
  }
}
