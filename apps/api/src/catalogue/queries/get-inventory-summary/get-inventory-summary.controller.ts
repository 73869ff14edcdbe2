import { Controller, Get, Inject } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { inventorySummary } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetInventorySummaryController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventories/summary')
  @ApiOperation({ summary: 'The Products & Services hub’s figures: products, services, archived, low and out of stock, units and value at cost' })
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        data: { products: 12, services: 3, archived: 1, lowInStock: 2, outOfStock: 1, quantity: '340', values: [{ currency: 'NGN', value: '1250000.00' }] },
      },
    },
  })
  async summary(@BusinessId() businessId: string) {
    return { success: true, data: await inventorySummary(this.runtime.pool, businessId) };
  }
}
