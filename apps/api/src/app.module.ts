import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { AccountingController } from './accounting/accounting.controller.js';
import { AccountsController } from './accounts/accounts.controller.js';
import { AccountingViewsModule } from './accounting-views/accounting-views.module.js';
import { AssetsModule } from './assets/assets.module.js';
import { AuditModule } from './audit/audit.module.js';
import { GetBalanceDetailsHandler } from './accounts/queries/get-balance-details/get-balance-details.handler.js';
import { AuthModule } from './auth/auth.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { InventoryModule } from './inventory/inventory.module.js';
import { BusinessesModule } from './businesses/businesses.module.js';
import { AccessGuard } from './common/access/access.guard.js';
import { ApiExceptionFilter, WEB_INDEX_HTML } from './common/errors/api-exception.filter.js';
import { CoreModule } from './core.module.js';
import { HealthController } from './health/health.controller.js';
import { PlansModule } from './plans/plans.module.js';
import { PosModule } from './pos/pos.module.js';
import { ProductionModule } from './production/production.module.js';
import { ProjectionsController } from './projections/projections.controller.js';
import { ReportsModule } from './reports/reports.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { ReceiptsModule } from './receipts/receipts.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { TeamModule } from './team/team.module.js';
import { RecordMoneyInHandler } from './transactions/commands/record-money-in/record-money-in.handler.js';
import { TransactionsController } from './transactions/transactions.controller.js';
import { MoneyModule } from './transactions/money.module.js';
import { BulkImportModule } from './transactions/bulk-import/bulk-import.module.js';
import { TransactionListsController } from './transactions/transaction-lists.controller.js';
import { VoidsController } from './transactions/voids.controller.js';
import { VoidTransactionHandler } from './transactions/commands/void-transaction/void-transaction.handler.js';
import { AmendTransactionHandler } from './transactions/commands/amend-transaction/amend-transaction.handler.js';
import { ListTransactionsHandler } from './transactions/queries/list-transactions/list-transactions.handler.js';
import { GetTransactionsSummaryHandler } from './transactions/queries/get-transactions-summary/get-transactions-summary.handler.js';
import { GetTransactionHandler } from './transactions/queries/get-transaction/get-transaction.handler.js';
import { GetTransactionProductsHandler } from './transactions/queries/get-transaction-products/get-transaction-products.handler.js';
import { ExportTransactionsHandler } from './transactions/queries/export-transactions/export-transactions.handler.js';
import { SalesController } from './transactions/sales.controller.js';
import { RecordSaleHandler } from './transactions/commands/record-sale/record-sale.handler.js';
import { RecordPurchaseHandler } from './transactions/commands/record-purchase/record-purchase.handler.js';

@Module({})
export class AppModule {
  static register(runtime: Runtime, web: { indexHtml?: string } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        CoreModule.register(runtime),
        AuthModule,
        BusinessesModule,
        TeamModule,
        PlansModule,
        ReportsModule,
        DashboardModule,
        ReceiptsModule,
        InvoicesModule,
        MoneyModule,
        BulkImportModule,
        CatalogueModule,
        InventoryModule,
        AccountingViewsModule,
        AuditModule,
        PosModule,
        ProductionModule,
        AssetsModule,
      ],
      controllers: [
        HealthController,
        TransactionsController,
        TransactionListsController,
        VoidsController,
        AccountsController,
        AccountingController,
        ProjectionsController,
        SalesController,
      ],
      providers: [
        { provide: WEB_INDEX_HTML, useValue: web.indexHtml ?? null },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_GUARD, useClass: AccessGuard },
        RecordMoneyInHandler,
        VoidTransactionHandler,
        AmendTransactionHandler,
        ListTransactionsHandler,
        GetTransactionsSummaryHandler,
        GetTransactionHandler,
        GetTransactionProductsHandler,
        ExportTransactionsHandler,
        RecordSaleHandler,
        RecordPurchaseHandler,
        GetBalanceDetailsHandler,
      ],
    };
  }
}
