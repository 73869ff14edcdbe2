import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { listPurchaseOrders } from '@ledgerline/projections';
import { pagedAnswer, PagingQueryDto, pageOf } from '../../../common/http/paging.js';
import { BusinessId } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { purchaseOrderView } from '../../purchase-orders/purchase-order-view.js';

export class ListPurchaseOrdersQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: PURCHASE_ORDER_STATUSES })
  @IsOptional()
  @IsIn(PURCHASE_ORDER_STATUSES, { message: `status must be one of ${PURCHASE_ORDER_STATUSES.join(', ')}` })
  status?: PurchaseOrderStatus;
}

/** The business's purchase orders, newest number first, on both of the spec's paths. */
@ApiTags('inventory')
@Controller('api/v1')
export class ListPurchaseOrdersController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventory/purchase-orders')
  @ApiOperation({ summary: 'Purchase orders (paged; optional status)' })
  inventoryList(@BusinessId() businessId: string, @Query() query: ListPurchaseOrdersQueryDto) {
    return this.list(businessId, query);
  }

  @Get(['purchase-orders/list', 'inventory/purchase-orders/list'])
  @ApiOperation({ summary: 'Purchase orders (paged; optional status)' })
  async list(@BusinessId() businessId: string, @Query() query: ListPurchaseOrdersQueryDto) {
    const page = pageOf(query);
    const found = await listPurchaseOrders(this.runtime.pool, businessId, { ...page, status: query.status });
    return { success: true, data: pagedAnswer(found.items.map(purchaseOrderView), found.total, page) };
  }
}
