import { Module } from '@nestjs/common';
import { CreateContactHandler } from './commands/create-contact/create-contact.handler.js';
import { CreateProductHandler } from './commands/create-product/create-product.handler.js';
import { CreateContactController } from './commands/create-contact/create-contact.controller.js';
import { ListContactsController } from './queries/list-contacts/list-contacts.controller.js';
import { SearchContactsController } from './queries/search-contacts/search-contacts.controller.js';
import { GetContactController } from './queries/get-contact/get-contact.controller.js';
import { CreateProductController } from './commands/create-product/create-product.controller.js';
import { ListProductsController } from './queries/list-products/list-products.controller.js';
import { ListTagsController } from './queries/list-tags/list-tags.controller.js';
import { NextSkuController } from './queries/next-sku/next-sku.controller.js';
import { SearchProductsController } from './queries/search-products/search-products.controller.js';
import { GetProductController } from './queries/get-product/get-product.controller.js';
import { GetProductImageController } from './queries/get-product-image/get-product-image.controller.js';
import { ListServicesController } from './queries/list-products/list-services.controller.js';
import { GetServiceController } from './queries/get-product/get-service.controller.js';
import { GetProductImageHandler } from './queries/get-product-image/get-product-image.handler.js';
import { ArchiveProductController } from './commands/archive-product/archive-product.controller.js';
import { ArchiveProductHandler } from './commands/archive-product/archive-product.handler.js';
import { RestoreProductController } from './commands/restore-product/restore-product.controller.js';
import { RestoreProductHandler } from './commands/restore-product/restore-product.handler.js';
import { ArchiveContactController } from './commands/archive-contact/archive-contact.controller.js';
import { ArchiveContactHandler } from './commands/archive-contact/archive-contact.handler.js';
import { RestoreContactController } from './commands/restore-contact/restore-contact.controller.js';
import { RestoreContactHandler } from './commands/restore-contact/restore-contact.handler.js';
import { ListArchivedProductsController } from './queries/list-archived-products/list-archived-products.controller.js';
import { ListArchivedContactsController } from './queries/list-archived-contacts/list-archived-contacts.controller.js';
import { UpdateProductController } from './commands/update-product/update-product.controller.js';
import { UpdateProductHandler } from './commands/update-product/update-product.handler.js';
import { UpdateContactController } from './commands/update-contact/update-contact.controller.js';
import { UpdateContactHandler } from './commands/update-contact/update-contact.handler.js';
import { GetProductForUpdateController } from './queries/get-product-for-update/get-product-for-update.controller.js';
import { GetContactForUpdateController } from './queries/get-contact-for-update/get-contact-for-update.controller.js';
import { GetInventorySummaryController } from './queries/get-inventory-summary/get-inventory-summary.controller.js';
import { ListLowInStockController } from './queries/list-low-in-stock/list-low-in-stock.controller.js';
import { ListTopInStockController } from './queries/list-top-in-stock/list-top-in-stock.controller.js';
import { CountContactsController } from './queries/count-contacts/count-contacts.controller.js';
import { ListContactInvoicesController } from './queries/list-contact-invoices/list-contact-invoices.controller.js';
import { ListContactInvoicesHandler } from './queries/list-contact-invoices/list-contact-invoices.handler.js';
import { ListContactQuotationsController } from './queries/list-contact-quotations/list-contact-quotations.controller.js';
import { ListContactTransactionsController } from './queries/list-contact-transactions/list-contact-transactions.controller.js';
import { ListContactTransactionsHandler } from './queries/list-contact-transactions/list-contact-transactions.handler.js';
import { BulkUploadContactsController } from './commands/bulk-upload-contacts/bulk-upload-contacts.controller.js';
import { BulkUploadContactsHandler } from './commands/bulk-upload-contacts/bulk-upload-contacts.handler.js';
import { ExportContactsController } from './queries/export-contacts/export-contacts.controller.js';
import { ListContactQuotationsHandler } from './queries/list-contact-quotations/list-contact-quotations.handler.js';
import { UpdateStockController } from './commands/update-stock/update-stock.controller.js';
import { UpdateStockHandler } from './commands/update-stock/update-stock.handler.js';
import { UpdatePricesController } from './commands/update-prices/update-prices.controller.js';
import { UpdatePricesHandler } from './commands/update-prices/update-prices.handler.js';
import { ReplicateProductsController } from './commands/replicate-products/replicate-products.controller.js';
import { ReplicateProductsHandler } from './commands/replicate-products/replicate-products.handler.js';
import { ListTopSellingProductsController } from './queries/list-top-selling-products/list-top-selling-products.controller.js';
import { ListTopSellingProductsHandler } from './queries/list-top-selling-products/list-top-selling-products.handler.js';
import { ListVariantsController } from './queries/list-variants/list-variants.controller.js';
import { ListRecentSalesController } from './queries/list-recent-sales/list-recent-sales.controller.js';
import { InventoryGraphController } from './queries/inventory-graph/inventory-graph.controller.js';
import { ImportProductsController } from './commands/import-products/import-products.controller.js';
import { ProductImportService } from './commands/import-products/product-import.service.js';
import { DownloadImportTemplatesController } from './queries/download-import-templates/download-import-templates.controller.js';
import { BulkUpdateProductsController } from './commands/bulk-update-products/bulk-update-products.controller.js';
import { BulkUpdateProductsHandler } from './commands/bulk-update-products/bulk-update-products.handler.js';

/** Products and services, and contacts (entities): what a business needs to trade. */
@Module({
  controllers: [
    ListVariantsController,
    ListRecentSalesController,
    InventoryGraphController,
    ImportProductsController,
    DownloadImportTemplatesController,
    BulkUpdateProductsController,
    ListTopSellingProductsController,
    ReplicateProductsController,
    UpdatePricesController,
    UpdateStockController,
    ListContactInvoicesController,
    ListContactQuotationsController,
    ListContactTransactionsController,
    BulkUploadContactsController,
    ExportContactsController,
    GetInventorySummaryController,
    ListLowInStockController,
    ListTopInStockController,
    CountContactsController,
    ListArchivedProductsController,
    ListArchivedContactsController,
    GetProductForUpdateController,
    UpdateProductController,
    GetContactForUpdateController,
    UpdateContactController,
    ArchiveProductController,
    RestoreProductController,
    ArchiveContactController,
    RestoreContactController,
    CreateProductController,
    ListProductsController,
    ListTagsController,
    NextSkuController,
    SearchProductsController,
    GetProductController,
    GetProductImageController,
    ListServicesController,
    GetServiceController,
    CreateContactController,
    ListContactsController,
    SearchContactsController,
    GetContactController,
  ],
  providers: [
    ListTopSellingProductsHandler,
    ReplicateProductsHandler,
    UpdatePricesHandler,
    UpdateStockHandler,
    ListContactInvoicesHandler,
    ListContactQuotationsHandler,
    ListContactTransactionsHandler,
    BulkUploadContactsHandler,
    CreateProductHandler,
    CreateContactHandler,
    GetProductImageHandler,
    UpdateProductHandler,
    UpdateContactHandler,
    ArchiveProductHandler,
    RestoreProductHandler,
    ArchiveContactHandler,
    RestoreContactHandler,
    ProductImportService,
    BulkUpdateProductsHandler,
  ],
})
export class CatalogueModule {}
