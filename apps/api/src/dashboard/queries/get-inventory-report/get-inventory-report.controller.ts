import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { DatesDto } from '../../dashboard-inputs.js';
import { reportPeriod } from '../../periods.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { GetInventoryReportQuery } from './get-inventory-report.query.js';
import { NOTES } from '../../http/report-summary-docs.js';

@ApiTags('reports')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/reports')
export class GetInventoryReportController {
  constructor(private readonly queries: QueryBus) {}

  @Post('inventory')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The inventory report: all products’ opening, in, out and closing stock (quantity and value) and what was sold',
    description: NOTES,
  })
  @ApiResponse({ status: 200, description: '{ success, data: { currency, startDate, endDate, products, lowStock, opening, in, out, closing, sold } }' })
  async inventoryReport(@BusinessId() businessId: string, @Body() body: DatesDto) {
    const input = body ?? {};
    const period = reportPeriod(input, businessToday());
    return { success: true, data: await this.queries.execute(new GetInventoryReportQuery(businessId, period, input.knownAt)) };
  }
}
