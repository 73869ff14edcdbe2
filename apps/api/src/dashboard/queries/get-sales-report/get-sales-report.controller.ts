import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { DatesDto } from '../../dashboard-inputs.js';
import { reportPeriod } from '../../periods.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { GetSalesReportQuery } from './get-sales-report.query.js';
import { NOTES } from '../../http/report-summary-docs.js';

@ApiTags('reports')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/reports')
export class GetSalesReportController {
  constructor(private readonly queries: QueryBus) {}

  @Post('sales')
  @HttpCode(200)
  @ApiOperation({ summary: 'The sales report: the period’s sales by product, by customer and by day, with totals and gross profit', description: NOTES })
  @ApiResponse({ status: 200, description: '{ success, data: { currency, startDate, endDate, totals, byProduct, byCustomer, byDay } }' })
  async salesReport(@BusinessId() businessId: string, @Body() body: DatesDto) {
    const input = body ?? {};
    const period = reportPeriod(input, businessToday());
    return { success: true, data: await this.queries.execute(new GetSalesReportQuery(businessId, period, input.knownAt)) };
  }
}
