import { assetsProjector } from './assets/assets.projector.js';
import { accessProjector } from './access/access.projector.js';
import { businessesProjector } from './businesses/businesses.projector.js';
import { catalogueProjector } from './catalogue/catalogue.projector.js';
import type { Projector } from './engine/projector.js';
import { documentsProjector } from './ledger/documents.projector.js';
import { ledgerProjector } from './ledger/ledger.projector.js';
import { reportsProjector } from './reports/reports.projector.js';
import { cashFlowProjector } from './reports/cash-flow.projector.js';
import { posProjector } from './pos/pos.projector.js';
import { productionProjector } from './production/production.projector.js';
import { stockTransfersProjector } from './inventory/stock-transfers.projector.js';
import { purchaseOrdersProjector } from './inventory/purchase-orders.projector.js';
import { catalogueExtrasProjector } from './catalogue/catalogue-extras.projector.js';
import { invoicesProjector } from './invoices/invoices.projector.js';
import { productFamiliesProjector } from './catalogue/product-families.projector.js';
import { billingProjector } from './billing/billing.projector.js';
import { paymentIntegrationsProjector } from './payment-integrations/payment-integrations.projector.js';
import { budgetsProjector } from './budgets/budgets.projector.js';
import { bankStatementsProjector } from './bank-statements/bank-statements.projector.js';
import { manualJournalsProjector } from './accounting/manual-journals.projector.js';
import { notificationPreferencesProjector } from './notification-preferences/notification-preferences.projector.js';

/** Every projector of the product, in the order they are applied to each event. */
export const PROJECTORS: readonly Projector[] = [
  businessesProjector,
  accessProjector,
  catalogueProjector,
  ledgerProjector,
  documentsProjector,
  reportsProjector,
  cashFlowProjector,
  posProjector,
  productionProjector,
  stockTransfersProjector,
  purchaseOrdersProjector,
  catalogueExtrasProjector,
  invoicesProjector,
  assetsProjector,
  productFamiliesProjector,
  billingProjector,
  paymentIntegrationsProjector,
  notificationPreferencesProjector,
  budgetsProjector,
  manualJournalsProjector,
  bankStatementsProjector,
];

export function projectorNamed(name: string): Projector | undefined {
  return PROJECTORS.find((projector) => projector.name === name);
}
