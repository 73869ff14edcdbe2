import { CreateCategoryOrBrandController } from './commands/create-category-or-brand/create-category-or-brand.controller.js';
import { CreateCategoryOrBrandHandler } from './commands/create-category-or-brand/create-category-or-brand.handler.js';
import { CreateQrMenuController } from './commands/create-qr-menu/create-qr-menu.controller.js';
import { CreateQrMenuHandler } from './commands/create-qr-menu/create-qr-menu.handler.js';
import { ListCategoriesAndBrandsController } from './queries/list-categories-and-brands/list-categories-and-brands.controller.js';
import { ListQrMenusController } from './queries/list-qr-menus/list-qr-menus.controller.js';
import { PublicQrMenuController } from './queries/public-qr-menu/public-qr-menu.controller.js';
import { ChangePurchaseOrderController } from './commands/change-purchase-order/change-purchase-order.controller.js';
import { ChangePurchaseOrderHandler } from './commands/change-purchase-order/change-purchase-order.handler.js';
import { DuplicatePurchaseOrderController } from './commands/duplicate-purchase-order/duplicate-purchase-order.controller.js';
import { DuplicatePurchaseOrderHandler } from './commands/duplicate-purchase-order/duplicate-purchase-order.handler.js';
import { RaisePurchaseOrderController } from './commands/raise-purchase-order/raise-purchase-order.controller.js';
import { RaisePurchaseOrderHandler } from './commands/raise-purchase-order/raise-purchase-order.handler.js';
import { UpdatePurchaseOrderController } from './commands/update-purchase-order/update-purchase-order.controller.js';
import { UpdatePurchaseOrderHandler } from './commands/update-purchase-order/update-purchase-order.handler.js';
import { GetPurchaseOrderController } from './queries/get-purchase-order/get-purchase-order.controller.js';
import { ListPurchaseOrdersController } from './queries/list-purchase-orders/list-purchase-orders.controller.js';
import { NextPurchaseOrderNumberController } from './queries/next-purchase-order-number/next-purchase-order-number.controller.js';
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

/** Inventory operations: stock transfers between businesses (docs/stock-transfers.md) purchase orders (docs/purchase-orders.md), categories and brands, QR menus. */
@Module({
  controllers: [
    CreateStockTransferController,
    ChangeStockTransferStatusController,
    UpdateStockTransferController,
    DuplicateStockTransferController,
    ListStockTransfersController,
    GetStockTransferController,
    GetDestinationQuantityController,
    RaisePurchaseOrderController,
    UpdatePurchaseOrderController,
    ChangePurchaseOrderController,
    DuplicatePurchaseOrderController,
    ListPurchaseOrdersController,
    NextPurchaseOrderNumberController,
    GetPurchaseOrderController,
    CreateCategoryOrBrandController,
    ListCategoriesAndBrandsController,
    CreateQrMenuController,
    ListQrMenusController,
    PublicQrMenuController,
  ],
  providers: [
    StockTransferReceipts,
    CreateStockTransferHandler,
    ChangeStockTransferStatusHandler,
    UpdateStockTransferHandler,
    DuplicateStockTransferHandler,
    RaisePurchaseOrderHandler,
    UpdatePurchaseOrderHandler,
    ChangePurchaseOrderHandler,
    DuplicatePurchaseOrderHandler,
    CreateCategoryOrBrandHandler,
    CreateQrMenuHandler,
  ],
})
export class InventoryModule {}
