import { Module } from '@nestjs/common';
import { GetDashboardSummaryController } from './queries/get-dashboard-summary/get-dashboard-summary.controller.js';
import { GetTodayOverviewController } from './queries/get-today-overview/get-today-overview.controller.js';
import { GetTopCustomersController } from './queries/get-top-customers/get-top-customers.controller.js';
import { GetRecentTransactionsController } from './queries/get-recent-transactions/get-recent-transactions.controller.js';
import { GetTopProductsController } from './queries/get-top-products/get-top-products.controller.js';
import { GetTopExpensesController } from './queries/get-top-expenses/get-top-expenses.controller.js';
import { GetTopEventsController } from './queries/get-top-events/get-top-events.controller.js';
import { GetDashboardSummaryHandler } from './queries/get-dashboard-summary/get-dashboard-summary.handler.js';
import { GetExpenseReportHandler } from './queries/get-expense-report/get-expense-report.handler.js';
import { GetExpenseSummaryHandler } from './queries/get-expense-summary/get-expense-summary.handler.js';
import { GetInventoryReportHandler } from './queries/get-inventory-report/get-inventory-report.handler.js';
import { GetRecentTransactionsHandler } from './queries/get-recent-transactions/get-recent-transactions.handler.js';
import { GetSalesReportHandler } from './queries/get-sales-report/get-sales-report.handler.js';
import { GetSalesSummaryHandler } from './queries/get-sales-summary/get-sales-summary.handler.js';
import { GetTodayOverviewHandler } from './queries/get-today-overview/get-today-overview.handler.js';
import { GetTopCustomersHandler } from './queries/get-top-customers/get-top-customers.handler.js';
import { GetTopEventsHandler } from './queries/get-top-events/get-top-events.handler.js';
import { GetTopExpensesHandler } from './queries/get-top-expenses/get-top-expenses.handler.js';
import { GetTopProductsHandler } from './queries/get-top-products/get-top-products.handler.js';
import { ListInventoryReportHandler } from './queries/list-inventory-report/list-inventory-report.handler.js';
import { ListReportTransactionsHandler } from './queries/list-report-transactions/list-report-transactions.handler.js';
import { GetSalesSummaryController } from './queries/get-sales-summary/get-sales-summary.controller.js';
import { GetExpenseSummaryController } from './queries/get-expense-summary/get-expense-summary.controller.js';
import { GetSalesReportController } from './queries/get-sales-report/get-sales-report.controller.js';
import { GetInventoryReportController } from './queries/get-inventory-report/get-inventory-report.controller.js';
import { ListInventoryReportController } from './queries/list-inventory-report/list-inventory-report.controller.js';
import { GetExpenseReportController } from './queries/get-expense-report/get-expense-report.controller.js';
import { ListSalesTransactionsController } from './queries/list-report-transactions/list-sales-transactions.controller.js';
import { ListPurchaseTransactionsController } from './queries/list-report-transactions/list-purchase-transactions.controller.js';

/** The dashboard (spec 000 §2.2, §7) and the sales, expense and inventory reports and summaries (002 §7). */
@Module({
  controllers: [
    GetDashboardSummaryController,
    GetTodayOverviewController,
    GetTopCustomersController,
    GetRecentTransactionsController,
    GetTopProductsController,
    GetTopExpensesController,
    GetTopEventsController,
    GetSalesSummaryController,
    GetExpenseSummaryController,
    GetSalesReportController,
    GetInventoryReportController,
    ListInventoryReportController,
    GetExpenseReportController,
    ListSalesTransactionsController,
    ListPurchaseTransactionsController,
  ],
  providers: [
    GetDashboardSummaryHandler,
    GetTodayOverviewHandler,
    GetTopCustomersHandler,
    GetRecentTransactionsHandler,
    GetTopProductsHandler,
    GetTopExpensesHandler,
    GetTopEventsHandler,
    GetSalesSummaryHandler,
    GetExpenseSummaryHandler,
    GetSalesReportHandler,
    GetInventoryReportHandler,
    ListInventoryReportHandler,
    GetExpenseReportHandler,
    ListReportTransactionsHandler,
  ],
})
export class DashboardModule {}
