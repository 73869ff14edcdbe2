import { Module } from '@nestjs/common';
import { CreateContactHandler } from './commands/create-contact/create-contact.handler.js';
import { CreateProductHandler } from './commands/create-product/create-product.handler.js';
import { EntitiesController } from './entities.controller.js';
import { ProductsController } from './products.controller.js';
import { GetContactHandler } from './queries/get-contact/get-contact.handler.js';
import { GetProductImageHandler } from './queries/get-product-image/get-product-image.handler.js';
import { GetProductHandler } from './queries/get-product/get-product.handler.js';
import { ListContactsHandler } from './queries/list-contacts/list-contacts.handler.js';
import { ListProductsHandler } from './queries/list-products/list-products.handler.js';
import { NextSkuHandler } from './queries/next-sku/next-sku.handler.js';
import { SearchContactsHandler } from './queries/search-contacts/search-contacts.handler.js';
import { SearchProductsHandler } from './queries/search-products/search-products.handler.js';

/** Products and services, and contacts (entities): what a business needs to trade. */
@Module({
  controllers: [ProductsController, EntitiesController],
  providers: [
    CreateProductHandler,
    CreateContactHandler,
    ListProductsHandler,
    GetProductHandler,
    SearchProductsHandler,
    NextSkuHandler,
    GetProductImageHandler,
    ListContactsHandler,
    GetContactHandler,
    SearchContactsHandler,
  ],
})
export class CatalogueModule {}
