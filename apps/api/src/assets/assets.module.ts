import { Module } from '@nestjs/common';
import { AssetsController } from './assets.controller.js';
import { ArchiveAssetController } from './commands/archive-asset/archive-asset.controller.js';
import { ArchiveAssetHandler } from './commands/archive-asset/archive-asset.handler.js';
import { BuyAssetsController } from './commands/buy-assets/buy-assets.controller.js';
import { BuyAssetsHandler } from './commands/buy-assets/buy-assets.handler.js';
import { CreateAssetController } from './commands/create-asset/create-asset.controller.js';
import { CreateAssetHandler } from './commands/create-asset/create-asset.handler.js';
import { SellAssetsController } from './commands/sell-assets/sell-assets.controller.js';
import { SellAssetsHandler } from './commands/sell-assets/sell-assets.handler.js';
import { SetAssetCategoriesController } from './commands/set-asset-categories/set-asset-categories.controller.js';
import { SetAssetCategoriesHandler } from './commands/set-asset-categories/set-asset-categories.handler.js';
import { UpdateAssetController } from './commands/update-asset/update-asset.controller.js';
import { UpdateAssetHandler } from './commands/update-asset/update-asset.handler.js';
import { GetAssetImageController } from './queries/get-asset-image/get-asset-image.controller.js';
import { GetAssetImageHandler } from './queries/get-asset-image/get-asset-image.handler.js';

/** Fixed assets (spec 001 §2–§7 Assets, LEDGER.md §4, §6): register, buy, sell, and their books. */
@Module({
  controllers: [
    // Static paths before /assets/:id (Fastify prefers them anyway; the order keeps the OpenAPI tidy).
    SetAssetCategoriesController,
    CreateAssetController,
    BuyAssetsController,
    SellAssetsController,
    AssetsController,
    GetAssetImageController,
    UpdateAssetController,
    ArchiveAssetController,
  ],
  providers: [
    GetAssetImageHandler,
    CreateAssetHandler,
    UpdateAssetHandler,
    ArchiveAssetHandler,
    SetAssetCategoriesHandler,
    BuyAssetsHandler,
    SellAssetsHandler,
  ],
})
export class AssetsModule {}
