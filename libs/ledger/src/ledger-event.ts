import type { AssetEvent } from './assets/asset-events.js';
import type { TeamEvent } from './access/team-events.js';
import type { BusinessEvent } from './business/business-events.js';
import type { CatalogueEvent } from './catalogue/catalogue-events.js';
import type { PlanEvent } from './plans/plan-events.js';
import type { MoneyInRecorded } from './transactions/money-in-events.js';
import type { PurchaseRecorded } from './transactions/record-purchase.js';
import type { SaleRecorded } from './transactions/record-sale.js';
import type { TransactionVoided } from './transactions/void-transaction.js';
import type { TransactionAmended } from './transactions/amend-transaction.js';
import type { StockAdjusted } from './transactions/adjust-stock.js';
import type { ExpenseRecorded, FundsTransferred, MoneyOutRecorded, PaymentRecorded, PrepaymentApplied } from './transactions/money-events.js';

/** Every domain event the ledger's deciders produce, at its current schema. */
export type LedgerEvent =
  | BusinessEvent
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
  | AssetEvent;
export type LedgerEventType = LedgerEvent['type'];
