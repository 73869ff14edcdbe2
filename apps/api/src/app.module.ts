import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { ExportJournalController } from './accounting/queries/export-journal/export-journal.controller.js';
import { GetBalanceDetailsController } from './accounts/queries/get-balance-details/get-balance-details.controller.js';
import { GetBalanceSumController } from './accounts/queries/get-balance-details/get-balance-sum.controller.js';
import { AccountingViewsModule } from './accounting-views/accounting-views.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AssetsModule } from './assets/assets.module.js';
import { BudgetsModule } from './budgets/budgets.module.js';
import { BankReconciliationModule } from './bank-reconciliation/bank-reconciliation.module.js';
import { AccountingModule } from './accounting/accounting.module.js';
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
import { PaymentIntegrationsModule } from './accounts/payment-integrations.module.js';
import { PosModule } from './pos/pos.module.js';
import { ProductionModule } from './production/production.module.js';
import { ListProjectionsController } from './projections/list-projections/list-projections.controller.js';
import { RebuildProjectionController } from './projections/rebuild-projection/rebuild-projection.controller.js';
import { GetRebuildStatusController } from './projections/get-rebuild-status/get-rebuild-status.controller.js';
import { ReportsModule } from './reports/reports.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { ReceiptsModule } from './receipts/receipts.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { TeamModule } from './team/team.module.js';
import { ManageAccountModule } from './manage-account/manage-account.module.js';
import { RecordMoneyInHandler } from './transactions/commands/record-money-in/record-money-in.handler.js';
import { RecordMoneyInController } from './transactions/commands/record-money-in/record-money-in.controller.js';
import { MoneyModule } from './transactions/money.module.js';
import { BulkImportModule } from './transactions/bulk-import/bulk-import.module.js';
import { ListTransactionsController } from './transactions/queries/list-transactions/list-transactions.controller.js';
import { ListSalesController } from './transactions/queries/list-transactions/list-sales.controller.js';
import { ListPurchasesController } from './transactions/queries/list-transactions/list-purchases.controller.js';
import { ListExpensesController } from './transactions/queries/list-transactions/list-expenses.controller.js';
import { ListOthersController } from './transactions/queries/list-transactions/list-others.controller.js';
import { GetTransactionsSummaryController } from './transactions/queries/get-transactions-summary/get-transactions-summary.controller.js';
import { GetTransactionGraphController } from './transactions/queries/get-transaction-graph/get-transaction-graph.controller.js';
import { ExportTransactionsController } from './transactions/queries/export-transactions/export-transactions.controller.js';
import { GetTransactionProductsController } from './transactions/queries/get-transaction-products/get-transaction-products.controller.js';
import { GetTransactionController } from './transactions/queries/get-transaction/get-transaction.controller.js';
import { VoidTransactionController } from './transactions/commands/void-transaction/void-transaction.controller.js';
import { VoidSaleController } from './transactions/commands/void-transaction/void-sale.controller.js';
import { VoidRepaymentController } from './transactions/commands/void-transaction/void-repayment.controller.js';
import { AmendTransactionController } from './transactions/commands/amend-transaction/amend-transaction.controller.js';
import { VoidTransactionHandler } from './transactions/commands/void-transaction/void-transaction.handler.js';
import { AmendTransactionHandler } from './transactions/commands/amend-transaction/amend-transaction.handler.js';
import { ListTransactionsHandler } from './transactions/queries/list-transactions/list-transactions.handler.js';
import { GetTransactionsSummaryHandler } from './transactions/queries/get-transactions-summary/get-transactions-summary.handler.js';
import { GetTransactionGraphHandler } from './transactions/queries/get-transaction-graph/get-transaction-graph.handler.js';
import { GetTransactionHandler } from './transactions/queries/get-transaction/get-transaction.handler.js';
import { GetTransactionProductsHandler } from './transactions/queries/get-transaction-products/get-transaction-products.handler.js';
import { ExportTransactionsHandler } from './transactions/queries/export-transactions/export-transactions.handler.js';
import { RecordSaleController } from './transactions/commands/record-sale/record-sale.controller.js';
import { RecordPurchaseController } from './transactions/commands/record-purchase/record-purchase.controller.js';
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
        ManageAccountModule,
        PlansModule,
        PaymentIntegrationsModule,
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
        BudgetsModule,
        BankReconciliationModule,
        AccountingModule,
        AdminModule,
      ],
      controllers: [
        HealthController,
        RecordMoneyInController,
        ListTransactionsController,
        ListSalesController,
        ListPurchasesController,
        ListExpensesController,
        ListOthersController,
        GetTransactionsSummaryController,
        GetTransactionGraphController,
        ExportTransactionsController,
        GetTransactionProductsController,
        GetTransactionController,
        VoidTransactionController,
        VoidSaleController,
        VoidRepaymentController,
        AmendTransactionController,
        GetBalanceDetailsController,
        GetBalanceSumController,
        ExportJournalController,
        ListProjectionsController,
        RebuildProjectionController,
        GetRebuildStatusController,
        RecordSaleController,
        RecordPurchaseController,
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
        GetTransactionGraphHandler,
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
