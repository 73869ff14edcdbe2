import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { nextPurchaseOrderNumber } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { PURCHASE_ORDER_PATHS } from '../../spec-paths.js';

@ApiTags('inventory')
@Controller(PURCHASE_ORDER_PATHS)
export class NextPurchaseOrderNumberController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('number')
  @ApiOperation({ summary: 'The number the next purchase order will take (PO-001, …); the order takes it for good when created' })
  async number(@BusinessId() businessId: string) {
    return { success: true, data: { number: await nextPurchaseOrderNumber(this.runtime.pool, businessId) } };
  }
}
