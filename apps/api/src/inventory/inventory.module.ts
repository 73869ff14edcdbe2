import { Module } from '@nestjs/common';
import { ChangeStockTransferStatusController } from './commands/change-stock-transfer-status/change-stock-transfer-status.controller.js';
import { ChangeStockTransferStatusHandler } from './commands/change-stock-transfer-status/change-stock-transfer-status.handler.js';
import { CreateStockTransferController } from './commands/create-stock-transfer/create-stock-transfer.controller.js';
import { CreateStockTransferHandler } from './commands/create-stock-transfer/create-stock-transfer.handler.js';
import { DuplicateStockTransferController } from './commands/duplicate-stock-transfer/duplicate-stock-transfer.controller.js';
import { DuplicateStockTransferHandler } from './commands/duplicate-stock-transfer/duplicate-stock-transfer.handler.js';
import { UpdateStockTransferController } from './commands/update-stock-transfer/update-stock-transfer.controller.js';
import { UpdateStockTransferHandler } from './commands/update-stock-transfer/update-stock-transfer.handler.js';
import { GetDestinationQuantityController } from './queries/get-destination-quantity/get-destination-quantity.controller.js';
import { GetStockTransferController } from './queries/get-stock-transfer/get-stock-transfer.controller.js';
import { ListStockTransfersController } from './queries/list-stock-transfers/list-stock-transfers.controller.js';
import { StockTransferReceipts } from './stock-transfers/stock-transfer-receipts.js';

/** Inventory operations across businesses: stock transfers (docs/stock-transfers.md). */
@Module({
  controllers: [
    CreateStockTransferController,
    ChangeStockTransferStatusController,
    UpdateStockTransferController,
    DuplicateStockTransferController,
    ListStockTransfersController,
    GetStockTransferController,
    GetDestinationQuantityController,
  ],
  providers: [StockTransferReceipts, CreateStockTransferHandler, ChangeStockTransferStatusHandler, UpdateStockTransferHandler, DuplicateStockTransferHandler],
})
export class InventoryModule {}
