import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { findStockTransfer } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { stockTransferView } from '../../stock-transfers/stock-transfer-view.js';
import { STOCK_TRANSFER_PATHS } from '../../spec-paths.js';

@ApiTags('inventory')
@Controller(STOCK_TRANSFER_PATHS)
export class GetStockTransferController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get(':id')
  @ApiOperation({ summary: 'One stock transfer this business sent or received, with its products and values' })
  async get(@BusinessId() businessId: string, @Param('id') id: string) {
    const row = await findStockTransfer(this.runtime.pool, businessId, id);
    if (!row) throw new AppError(404, 'STOCK_TRANSFER_NOT_FOUND', 'Stock transfer not found');
    return { success: true, data: stockTransferView(row, businessId) };
  }
}
