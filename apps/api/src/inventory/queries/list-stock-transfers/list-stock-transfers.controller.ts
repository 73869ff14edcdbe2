import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { STOCK_TRANSFER_STATUSES, type StockTransferStatus } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { listStockTransfers } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { pagedAnswer, PagingQueryDto, pageOf } from '../../../common/http/paging.js';
import { stockTransferView } from '../../stock-transfers/stock-transfer-view.js';

export class ListStockTransfersQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: STOCK_TRANSFER_STATUSES })
  @IsOptional()
  @IsIn(STOCK_TRANSFER_STATUSES, { message: `status must be one of ${STOCK_TRANSFER_STATUSES.join(', ')}` })
  status?: StockTransferStatus;

  @ApiPropertyOptional({ enum: ['in', 'out'], description: 'out: sent by this business; in: sent to it; both when absent' })
  @IsOptional()
  @IsIn(['in', 'out'], { message: 'direction must be in or out' })
  direction?: 'in' | 'out';
}

@ApiTags('inventory')
@Controller('api/v1/inventory/stock-transfers')
export class ListStockTransfersController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('list')
  @ApiOperation({ summary: 'Stock transfers sent by and to this business, newest first (paged)' })
  async list(@BusinessId() businessId: string, @Query() query: ListStockTransfersQueryDto) {
    const page = pageOf(query);
    const found = await listStockTransfers(this.runtime.pool, businessId, { ...page, status: query.status, direction: query.direction });
    return {
      success: true,
      data: pagedAnswer(
        found.items.map((row) => stockTransferView(row, businessId)),
        found.total,
        page,
      ),
    };
  }
}
