import type { ContactArchiveEvent, ProductArchiveEvent } from './catalogue/archive.js';
import type { ContactUpdated, ProductUpdated } from './catalogue/update-catalogue.js';
import type { AssetEvent } from './assets/asset-events.js';
import type { BudgetEvent } from './budgets/budgets.js';
import type { ManualJournalEvent } from './accounting/manual-journal-events.js';
import type { TeamEvent } from './access/team-events.js';
import type { BusinessEvent } from './business/business-events.js';
import type { PaymentIntegrationEvent } from './business/payment-integration.js';
import type { NotificationPreferencesChanged } from './business/notification-preferences.js';
import type { CatalogueEvent } from './catalogue/catalogue-events.js';
import type { PlanEvent } from './plans/plan-events.js';
import type { PosEvent } from './pos/pos-events.js';
import type { ProductionEvent } from './production/production-events.js';
import type { InvoiceEvent, QuotationEvent } from './invoices/invoice-events.js';
import type { MoneyInRecorded } from './transactions/money-in-events.js';
import type { PurchaseRecorded } from './transactions/record-purchase.js';
import type { SaleRecorded } from './transactions/record-sale.js';
import type { TransactionVoided } from './transactions/void-transaction.js';
import type { TransactionAmended } from './transactions/amend-transaction.js';
import type { StockAdjusted } from './transactions/adjust-stock.js';
import type { PurchaseOrderEvent } from './inventory/purchase-orders.js';
import type { ProductLabelEvent } from './catalogue/product-labels.js';
import type { QrMenuCreated } from './catalogue/qr-menus.js';
import type { StockTransferEvent, StockTransferReceivedData, STOCK_TRANSFER_RECEIVED } from './inventory/stock-transfers.js';
import type { ExpenseRecorded, FundsTransferred, MoneyOutRecorded, PaymentRecorded, PrepaymentApplied } from './transactions/money-events.js';

/** Every domain event the ledger's deciders produce, at its current schema. */
export type LedgerEvent =
  | BusinessEvent
  | PaymentIntegrationEvent
  | NotificationPreferencesChanged
  | MoneyInRecorded
  | SaleRecorded
  | PurchaseRecorded
  | TransactionVoided
  | TransactionAmended
  | MoneyOutRecorded
  | FundsTransferred
  | PaymentRecorded
  | ExpenseRecorded
  | PrepaymentApplied
  | StockAdjusted
  | CatalogueEvent
  | TeamEvent
  | PlanEvent
  | PosEvent
  | ProductionEvent
  | StockTransferEvent
  | PurchaseOrderEvent
  | ProductLabelEvent
  | ProductArchiveEvent
  | ContactArchiveEvent
  | ProductUpdated
  | ContactUpdated
  | QrMenuCreated
  | { type: typeof STOCK_TRANSFER_RECEIVED; data: StockTransferReceivedData }
  | InvoiceEvent
  | QuotationEvent
  | AssetEvent
  | BudgetEvent
  | ManualJournalEvent;
export type LedgerEventType = LedgerEvent['type'];
