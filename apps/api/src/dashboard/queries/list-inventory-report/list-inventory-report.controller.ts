import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { InventoryListBodyDto, readPage, readSearch } from '../../dashboard-inputs.js';
import { reportPeriod } from '../../periods.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { ListInventoryReportQuery } from './list-inventory-report.query.js';
import { NOTES, PAGE } from '../../http/report-summary-docs.js';

@ApiTags('reports')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/reports')
export class ListInventoryReportController {
  constructor(private readonly queries: QueryBus) {}

  @Post('inventory/list')
  @HttpCode(200)
  @ApiOperation({ summary: 'The inventory report per product (by name, paged, 25 a page): opening, in, out, closing, sold', description: NOTES })
  @ApiResponse({
    status: 200,
    description: `{ success, data: { currency, startDate, endDate, data: [{ productId, name, sku, measurement, stockLevel, opening, in, out, closing, sold, lowStock }], ${PAGE} } }`,
  })
  async inventoryList(@BusinessId() businessId: string, @Body() body: InventoryListBodyDto) {
    const input = body ?? {};
    const period = reportPeriod(input, businessToday());
    const page = { ...readPage(input), q: readSearch(input.q) };
    return { success: true, data: await this.queries.execute(new ListInventoryReportQuery(businessId, period, page, input.knownAt)) };
  }
}
