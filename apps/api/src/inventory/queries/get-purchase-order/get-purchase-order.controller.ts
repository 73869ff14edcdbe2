import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { findPurchaseOrder } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { purchaseOrderView } from '../../purchase-orders/purchase-order-view.js';
import { PURCHASE_ORDER_PATHS } from '../../spec-paths.js';

@ApiTags('inventory')
@Controller(PURCHASE_ORDER_PATHS)
export class GetPurchaseOrderController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get(':id')
  @ApiOperation({ summary: 'One purchase order: lines with what was received and is outstanding, and the purchases that booked them' })
  async get(@BusinessId() businessId: string, @Param('id') id: string) {
    const row = await findPurchaseOrder(this.runtime.pool, businessId, id);
    if (!row) throw new AppError(404, 'PURCHASE_ORDER_NOT_FOUND', 'Purchase order not found');
    return { success: true, data: purchaseOrderView(row) };
  }
}
