import type { LedgerEventType } from '@ledgerline/ledger';
import { bankAccountAdded, type BankAccountAddedData } from './business/bank-account-added.js';
import { bankAccountUpdated, type BankAccountUpdatedData } from './business/bank-account-updated.js';
import { bankAccountRemoved, type BankAccountRemovedData } from './business/bank-account-removed.js';
import { businessProfileUpdated, type BusinessProfileUpdatedData } from './business/business-profile-updated.js';
import { accountSettingChanged, type AccountSettingChangedData } from './business/account-setting-changed.js';
import {
  paymentIntegrationConnected,
  paymentIntegrationDisconnected,
  type PaymentIntegrationConnectedData,
  type PaymentIntegrationDisconnectedData,
} from './business/payment-integration.js';
import { notificationPreferencesChanged, type NotificationPreferencesChangedData } from './business/notification-preferences-changed.js';
import { businessCreated, type BusinessCreatedData } from './business/business-created.js';
import { businessDeactivated, businessReactivated, type BusinessDeactivatedData, type BusinessReactivatedData } from './business/business-deactivation.js';
import {
  budgetCreated,
  budgetDeleted,
  budgetUpdated,
  type BudgetCreatedData,
  type BudgetDeletedData,
  type BudgetUpdatedData,
} from './budgets/budget-events.js';
import {
  bankStatementImported,
  bankStatementLineMatched,
  bankStatementLineUnmatched,
  bankStatementRemoved,
  type BankStatementImportedData,
  type BankStatementLineMatchedData,
  type BankStatementLineUnmatchedData,
  type BankStatementRemovedData,
} from './bank-statements/bank-statement-events.js';
import type { EventDefinition, SerializedEvent } from './event-definition.js';
import { EventUpcastError, UnknownEventTypeError, UnsupportedEventVersionError } from './errors.js';
import { moneyInRecorded, type MoneyInRecordedData } from './transactions/money-in-recorded.js';
import { stockIntroduced, type StockIntroducedData } from './transactions/stock-introduced.js';
import { stockAdjusted, type StockAdjustedData } from './transactions/stock-adjusted.js';
import { productCreated, type ProductCreatedData } from './catalogue/product-created.js';
import { contactCreated, type ContactCreatedData } from './catalogue/contact-created.js';
import { transactionVoided, type TransactionVoidedData } from './transactions/transaction-voided.js';
import { transactionAmended, type TransactionAmendedData } from './transactions/transaction-amended.js';
import { saleRecorded, type SaleRecordedData } from './transactions/sale-recorded.js';
import { purchaseRecorded, type PurchaseRecordedData } from './transactions/purchase-recorded.js';
import { moneyOutRecorded, type MoneyOutRecordedData } from './transactions/money-out-recorded.js';
import { fundsTransferred, type FundsTransferredData } from './transactions/funds-transferred.js';
import { paymentRecorded, type PaymentRecordedData } from './transactions/payment-recorded.js';
import { expenseRecorded, type ExpenseRecordedData } from './transactions/expense-recorded.js';
import { prepaymentApplied, type PrepaymentAppliedData } from './transactions/prepayment-applied.js';
import { teamOwnerAssigned, type TeamOwnerAssignedData } from './team/team-owner-assigned.js';
import { customRoleCreated, type CustomRoleCreatedData } from './team/custom-role-created.js';
import { customRoleUpdated, type CustomRoleUpdatedData } from './team/custom-role-updated.js';
import { memberInvited, type MemberInvitedData } from './team/member-invited.js';
import { inviteResent, type InviteResentData } from './team/invite-resent.js';
import { memberJoined, type MemberJoinedData } from './team/member-joined.js';
import { memberRoleChanged, type MemberRoleChangedData } from './team/member-role-changed.js';
import { inviteRoleChanged, type InviteRoleChangedData } from './team/invite-role-changed.js';
import { memberRemoved, type MemberRemovedData } from './team/member-removed.js';
import { inviteRevoked, type InviteRevokedData } from './team/invite-revoked.js';
import { planChanged, type PlanChangedData } from './plans/plan-changed.js';
import { trialStarted, type TrialStartedData } from './plans/trial-started.js';
import { planExpired, type PlanExpiredData } from './plans/plan-expired.js';
import { planDowngraded, type PlanDowngradedData } from './plans/plan-downgraded.js';
import {
  autoRenewalChanged,
  subscriptionPaymentReceived,
  subscriptionPaymentRefunded,
  subscriptionRenewalFailed,
  type AutoRenewalChangedData,
  type SubscriptionPaymentReceivedData,
  type SubscriptionPaymentRefundedData,
  type SubscriptionRenewalFailedData,
} from './plans/subscription-payments.js';
import {
  posParkedSaleDeleted,
  posSaleParked,
  posSaleRecorded,
  registerClosed,
  registerOpened,
  type PosParkedSaleDeletedData,
  type PosSaleParkedData,
  type PosSaleRecordedData,
  type RegisterClosedData,
  type RegisterOpenedData,
} from './pos/pos-events.js';
import {
  productionBatchProduced,
  rawMaterialCreated,
  rawMaterialsMovedToWip,
  rawMaterialStockIntroduced,
  type ProductionBatchProducedData,
  type RawMaterialCreatedData,
  type RawMaterialsMovedToWipData,
  type RawMaterialStockIntroducedData,
} from './production/production-events.js';
import {
  stockTransferCancelled,
  stockTransferDrafted,
  stockTransferReceived,
  stockTransferSent,
  stockTransferUpdated,
  type StockTransferCancelledData,
  type StockTransferDraftData,
  type StockTransferReceivedData,
  type StockTransferSentData,
} from './inventory/stock-transfers.js';
import {
  purchaseOrderRaised,
  purchaseOrderReceived,
  purchaseOrderStatusChanged,
  purchaseOrderUpdated,
  type PurchaseOrderData,
  type PurchaseOrderReceivedData,
  type PurchaseOrderStatusChangedData,
} from './inventory/purchase-orders.js';
import { brandCreated, categoryCreated, type ProductLabelData } from './catalogue/product-labels.js';
import { contactUpdated, productUpdated, type ContactUpdatedData, type ProductUpdatedData } from './catalogue/updates.js';
import { contactArchived, contactRestored, productArchived, productRestored, type ContactArchiveData, type ProductArchiveData } from './catalogue/archive.js';
import { qrMenuCreated, type QrMenuCreatedData } from './catalogue/qr-menu-created.js';
import { invoiceDraftCreated, type InvoiceDraftCreatedData } from './invoices/invoice-draft-created.js';
import { invoiceDraftUpdated, type InvoiceDraftUpdatedData } from './invoices/invoice-draft-updated.js';
import { invoiceDraftDeleted, type InvoiceDraftDeletedData } from './invoices/invoice-draft-deleted.js';
import { invoiceApproved, type InvoiceApprovedData } from './invoices/invoice-approved.js';
import { invoicePaid, type InvoicePaidData } from './invoices/invoice-paid.js';
import { invoiceVoided, type InvoiceVoidedData } from './invoices/invoice-voided.js';
import { invoiceAmended, type InvoiceAmendedData } from './invoices/invoice-amended.js';
import { invoiceReminderSent, type InvoiceReminderSentData } from './invoices/invoice-reminder-sent.js';
import { quotationCreated, type QuotationCreatedData } from './invoices/quotation-created.js';
import { quotationUpdated, type QuotationUpdatedData } from './invoices/quotation-updated.js';
import { quotationApproved, type QuotationApprovedData } from './invoices/quotation-approved.js';
import { quotationVoided, type QuotationVoidedData } from './invoices/quotation-voided.js';
import {
  assetCategoriesSet,
  type AssetCategoriesSetData,
  assetCreated,
  type AssetCreatedData,
  assetUpdated,
  type AssetUpdatedData,
  assetArchived,
  type AssetArchivedData,
  assetBought,
  type AssetBoughtData,
  assetSold,
  type AssetSoldData,
  assetDepreciated,
  type AssetDepreciatedData,
} from './assets/asset-events.js';
import { manualJournalPosted, manualJournalReversed, type ManualJournalPostedData, type ManualJournalReversedData } from './accounting/manual-journals.js';

/** Each event type's current data type. */
export interface EventDataMap {
  BusinessCreated: BusinessCreatedData;
  BankAccountAdded: BankAccountAddedData;
  BusinessProfileUpdated: BusinessProfileUpdatedData;
  BankAccountUpdated: BankAccountUpdatedData;
  BankAccountRemoved: BankAccountRemovedData;
  AccountSettingChanged: AccountSettingChangedData;
  BusinessDeactivated: BusinessDeactivatedData;
  BusinessReactivated: BusinessReactivatedData;
  MoneyInRecorded: MoneyInRecordedData;
  StockIntroduced: StockIntroducedData;
  StockAdjusted: StockAdjustedData;
  ProductCreated: ProductCreatedData;
  ContactCreated: ContactCreatedData;
  TransactionVoided: TransactionVoidedData;
  TransactionAmended: TransactionAmendedData;
  SaleRecorded: SaleRecordedData;
  PurchaseRecorded: PurchaseRecordedData;
  MoneyOutRecorded: MoneyOutRecordedData;
  FundsTransferred: FundsTransferredData;
  PaymentRecorded: PaymentRecordedData;
  ExpenseRecorded: ExpenseRecordedData;
  PrepaymentApplied: PrepaymentAppliedData;
  TeamOwnerAssigned: TeamOwnerAssignedData;
  CustomRoleCreated: CustomRoleCreatedData;
  CustomRoleUpdated: CustomRoleUpdatedData;
  MemberInvited: MemberInvitedData;
  InviteResent: InviteResentData;
  MemberJoined: MemberJoinedData;
  MemberRoleChanged: MemberRoleChangedData;
  InviteRoleChanged: InviteRoleChangedData;
  MemberRemoved: MemberRemovedData;
  InviteRevoked: InviteRevokedData;
  PlanChanged: PlanChangedData;
  TrialStarted: TrialStartedData;
  PlanExpired: PlanExpiredData;
  PlanDowngraded: PlanDowngradedData;
  SubscriptionPaymentReceived: SubscriptionPaymentReceivedData;
  SubscriptionPaymentRefunded: SubscriptionPaymentRefundedData;
  SubscriptionRenewalFailed: SubscriptionRenewalFailedData;
  AutoRenewalChanged: AutoRenewalChangedData;
  PaymentIntegrationConnected: PaymentIntegrationConnectedData;
  PaymentIntegrationDisconnected: PaymentIntegrationDisconnectedData;
  NotificationPreferencesChanged: NotificationPreferencesChangedData;
  RegisterOpened: RegisterOpenedData;
  RegisterClosed: RegisterClosedData;
  PosSaleRecorded: PosSaleRecordedData;
  PosSaleParked: PosSaleParkedData;
  PosParkedSaleDeleted: PosParkedSaleDeletedData;
  RawMaterialCreated: RawMaterialCreatedData;
  RawMaterialStockIntroduced: RawMaterialStockIntroducedData;
  RawMaterialsMovedToWip: RawMaterialsMovedToWipData;
  ProductionBatchProduced: ProductionBatchProducedData;
  StockTransferDrafted: StockTransferDraftData;
  StockTransferUpdated: StockTransferDraftData;
  StockTransferCancelled: StockTransferCancelledData;
  StockTransferSent: StockTransferSentData;
  StockTransferReceived: StockTransferReceivedData;
  PurchaseOrderRaised: PurchaseOrderData;
  PurchaseOrderUpdated: PurchaseOrderData;
  PurchaseOrderStatusChanged: PurchaseOrderStatusChangedData;
  PurchaseOrderReceived: PurchaseOrderReceivedData;
  CategoryCreated: ProductLabelData;
  BrandCreated: ProductLabelData;
  ProductArchived: ProductArchiveData;
  ProductRestored: ProductArchiveData;
  ContactArchived: ContactArchiveData;
  ContactRestored: ContactArchiveData;
  ProductUpdated: ProductUpdatedData;
  ContactUpdated: ContactUpdatedData;
  QrMenuCreated: QrMenuCreatedData;
  InvoiceDraftCreated: InvoiceDraftCreatedData;
  InvoiceDraftUpdated: InvoiceDraftUpdatedData;
  InvoiceDraftDeleted: InvoiceDraftDeletedData;
  InvoiceApproved: InvoiceApprovedData;
  InvoicePaid: InvoicePaidData;
  InvoiceVoided: InvoiceVoidedData;
  InvoiceAmended: InvoiceAmendedData;
  InvoiceReminderSent: InvoiceReminderSentData;
  QuotationCreated: QuotationCreatedData;
  QuotationUpdated: QuotationUpdatedData;
  QuotationApproved: QuotationApprovedData;
  QuotationVoided: QuotationVoidedData;
  AssetCategoriesSet: AssetCategoriesSetData;
  AssetCreated: AssetCreatedData;
  AssetUpdated: AssetUpdatedData;
  AssetArchived: AssetArchivedData;
  AssetBought: AssetBoughtData;
  AssetSold: AssetSoldData;
  AssetDepreciated: AssetDepreciatedData;
  BudgetCreated: BudgetCreatedData;
  BudgetUpdated: BudgetUpdatedData;
  BudgetDeleted: BudgetDeletedData;
  BankStatementImported: BankStatementImportedData;
  BankStatementRemoved: BankStatementRemovedData;
  BankStatementLineMatched: BankStatementLineMatchedData;
  BankStatementLineUnmatched: BankStatementLineUnmatchedData;
  ManualJournalPosted: ManualJournalPostedData;
  ManualJournalReversed: ManualJournalReversedData;
}
export type EventType = keyof EventDataMap;

/** Every event type the catalogue knows, at its current version. */
const DEFINITIONS: { readonly [K in EventType]: EventDefinition<K, EventDataMap[K]> } = {
  BusinessCreated: businessCreated,
  BankAccountAdded: bankAccountAdded,
  BusinessProfileUpdated: businessProfileUpdated,
  BankAccountUpdated: bankAccountUpdated,
  BankAccountRemoved: bankAccountRemoved,
  AccountSettingChanged: accountSettingChanged,
  BusinessDeactivated: businessDeactivated,
  BusinessReactivated: businessReactivated,
  MoneyInRecorded: moneyInRecorded,
  StockIntroduced: stockIntroduced,
  StockAdjusted: stockAdjusted,
  ProductCreated: productCreated,
  ContactCreated: contactCreated,
  TransactionVoided: transactionVoided,
  TransactionAmended: transactionAmended,
  SaleRecorded: saleRecorded,
  PurchaseRecorded: purchaseRecorded,
  MoneyOutRecorded: moneyOutRecorded,
  FundsTransferred: fundsTransferred,
  PaymentRecorded: paymentRecorded,
  ExpenseRecorded: expenseRecorded,
  PrepaymentApplied: prepaymentApplied,
  TeamOwnerAssigned: teamOwnerAssigned,
  CustomRoleCreated: customRoleCreated,
  CustomRoleUpdated: customRoleUpdated,
  MemberInvited: memberInvited,
  InviteResent: inviteResent,
  MemberJoined: memberJoined,
  MemberRoleChanged: memberRoleChanged,
  InviteRoleChanged: inviteRoleChanged,
  MemberRemoved: memberRemoved,
  InviteRevoked: inviteRevoked,
  PlanChanged: planChanged,
  TrialStarted: trialStarted,
  PlanExpired: planExpired,
  PlanDowngraded: planDowngraded,
  SubscriptionPaymentReceived: subscriptionPaymentReceived,
  SubscriptionPaymentRefunded: subscriptionPaymentRefunded,
  SubscriptionRenewalFailed: subscriptionRenewalFailed,
  AutoRenewalChanged: autoRenewalChanged,
  PaymentIntegrationConnected: paymentIntegrationConnected,
  PaymentIntegrationDisconnected: paymentIntegrationDisconnected,
  NotificationPreferencesChanged: notificationPreferencesChanged,
  RegisterOpened: registerOpened,
  RegisterClosed: registerClosed,
  PosSaleRecorded: posSaleRecorded,
  PosSaleParked: posSaleParked,
  PosParkedSaleDeleted: posParkedSaleDeleted,
  RawMaterialCreated: rawMaterialCreated,
  RawMaterialStockIntroduced: rawMaterialStockIntroduced,
  RawMaterialsMovedToWip: rawMaterialsMovedToWip,
  ProductionBatchProduced: productionBatchProduced,
  StockTransferDrafted: stockTransferDrafted,
  StockTransferUpdated: stockTransferUpdated,
  StockTransferCancelled: stockTransferCancelled,
  StockTransferSent: stockTransferSent,
  StockTransferReceived: stockTransferReceived,
  PurchaseOrderRaised: purchaseOrderRaised,
  PurchaseOrderUpdated: purchaseOrderUpdated,
  PurchaseOrderStatusChanged: purchaseOrderStatusChanged,
  PurchaseOrderReceived: purchaseOrderReceived,
  CategoryCreated: categoryCreated,
  BrandCreated: brandCreated,
  ProductArchived: productArchived,
  ProductRestored: productRestored,
  ContactArchived: contactArchived,
  ContactRestored: contactRestored,
  ProductUpdated: productUpdated,
  ContactUpdated: contactUpdated,
  QrMenuCreated: qrMenuCreated,
  InvoiceDraftCreated: invoiceDraftCreated,
  InvoiceDraftUpdated: invoiceDraftUpdated,
  InvoiceDraftDeleted: invoiceDraftDeleted,
  InvoiceApproved: invoiceApproved,
  InvoicePaid: invoicePaid,
  InvoiceVoided: invoiceVoided,
  InvoiceAmended: invoiceAmended,
  InvoiceReminderSent: invoiceReminderSent,
  QuotationCreated: quotationCreated,
  QuotationUpdated: quotationUpdated,
  QuotationApproved: quotationApproved,
  QuotationVoided: quotationVoided,
  AssetCategoriesSet: assetCategoriesSet,
  AssetCreated: assetCreated,
  AssetUpdated: assetUpdated,
  AssetArchived: assetArchived,
  AssetBought: assetBought,
  AssetSold: assetSold,
  AssetDepreciated: assetDepreciated,
  BudgetCreated: budgetCreated,
  BudgetUpdated: budgetUpdated,
  BudgetDeleted: budgetDeleted,
  BankStatementImported: bankStatementImported,
  BankStatementRemoved: bankStatementRemoved,
  BankStatementLineMatched: bankStatementLineMatched,
  BankStatementLineUnmatched: bankStatementLineUnmatched,
  ManualJournalPosted: manualJournalPosted,
  ManualJournalReversed: manualJournalReversed,
};

/** Event type names, as constants: `EVENT_TYPES.MoneyInRecorded === 'MoneyInRecorded'`. */
export const EVENT_TYPES: { readonly [K in EventType]: K } = Object.freeze({
  BusinessCreated: 'BusinessCreated',
  BankAccountAdded: 'BankAccountAdded',
  BusinessProfileUpdated: 'BusinessProfileUpdated',
  BankAccountUpdated: 'BankAccountUpdated',
  BankAccountRemoved: 'BankAccountRemoved',
  AccountSettingChanged: 'AccountSettingChanged',
  BusinessDeactivated: 'BusinessDeactivated',
  BusinessReactivated: 'BusinessReactivated',
  MoneyInRecorded: 'MoneyInRecorded',
  StockIntroduced: 'StockIntroduced',
  StockAdjusted: 'StockAdjusted',
  ProductCreated: 'ProductCreated',
  ContactCreated: 'ContactCreated',
  TransactionVoided: 'TransactionVoided',
  TransactionAmended: 'TransactionAmended',
  SaleRecorded: 'SaleRecorded',
  PurchaseRecorded: 'PurchaseRecorded',
  MoneyOutRecorded: 'MoneyOutRecorded',
  FundsTransferred: 'FundsTransferred',
  PaymentRecorded: 'PaymentRecorded',
  ExpenseRecorded: 'ExpenseRecorded',
  PrepaymentApplied: 'PrepaymentApplied',
  TeamOwnerAssigned: 'TeamOwnerAssigned',
  CustomRoleCreated: 'CustomRoleCreated',
  CustomRoleUpdated: 'CustomRoleUpdated',
  MemberInvited: 'MemberInvited',
  InviteResent: 'InviteResent',
  MemberJoined: 'MemberJoined',
  MemberRoleChanged: 'MemberRoleChanged',
  InviteRoleChanged: 'InviteRoleChanged',
  MemberRemoved: 'MemberRemoved',
  InviteRevoked: 'InviteRevoked',
  PlanChanged: 'PlanChanged',
  TrialStarted: 'TrialStarted',
  PlanExpired: 'PlanExpired',
  PlanDowngraded: 'PlanDowngraded',
  SubscriptionPaymentReceived: 'SubscriptionPaymentReceived',
  SubscriptionPaymentRefunded: 'SubscriptionPaymentRefunded',
  SubscriptionRenewalFailed: 'SubscriptionRenewalFailed',
  AutoRenewalChanged: 'AutoRenewalChanged',
  PaymentIntegrationConnected: 'PaymentIntegrationConnected',
  PaymentIntegrationDisconnected: 'PaymentIntegrationDisconnected',
  NotificationPreferencesChanged: 'NotificationPreferencesChanged',
  RegisterOpened: 'RegisterOpened',
  RegisterClosed: 'RegisterClosed',
  PosSaleRecorded: 'PosSaleRecorded',
  PosSaleParked: 'PosSaleParked',
  PosParkedSaleDeleted: 'PosParkedSaleDeleted',
  RawMaterialCreated: 'RawMaterialCreated',
  RawMaterialStockIntroduced: 'RawMaterialStockIntroduced',
  RawMaterialsMovedToWip: 'RawMaterialsMovedToWip',
  ProductionBatchProduced: 'ProductionBatchProduced',
  StockTransferDrafted: 'StockTransferDrafted',
  StockTransferUpdated: 'StockTransferUpdated',
  StockTransferCancelled: 'StockTransferCancelled',
  StockTransferSent: 'StockTransferSent',
  StockTransferReceived: 'StockTransferReceived',
  PurchaseOrderRaised: 'PurchaseOrderRaised',
  PurchaseOrderUpdated: 'PurchaseOrderUpdated',
  PurchaseOrderStatusChanged: 'PurchaseOrderStatusChanged',
  PurchaseOrderReceived: 'PurchaseOrderReceived',
  CategoryCreated: 'CategoryCreated',
  BrandCreated: 'BrandCreated',
  ProductArchived: 'ProductArchived',
  ProductRestored: 'ProductRestored',
  ContactArchived: 'ContactArchived',
  ContactRestored: 'ContactRestored',
  ProductUpdated: 'ProductUpdated',
  ContactUpdated: 'ContactUpdated',
  QrMenuCreated: 'QrMenuCreated',
  InvoiceDraftCreated: 'InvoiceDraftCreated',
  InvoiceDraftUpdated: 'InvoiceDraftUpdated',
  InvoiceDraftDeleted: 'InvoiceDraftDeleted',
  InvoiceApproved: 'InvoiceApproved',
  InvoicePaid: 'InvoicePaid',
  InvoiceVoided: 'InvoiceVoided',
  InvoiceAmended: 'InvoiceAmended',
  InvoiceReminderSent: 'InvoiceReminderSent',
  QuotationCreated: 'QuotationCreated',
  QuotationUpdated: 'QuotationUpdated',
  QuotationApproved: 'QuotationApproved',
  QuotationVoided: 'QuotationVoided',
  AssetCategoriesSet: 'AssetCategoriesSet',
  AssetCreated: 'AssetCreated',
  AssetUpdated: 'AssetUpdated',
  AssetArchived: 'AssetArchived',
  AssetBought: 'AssetBought',
  AssetSold: 'AssetSold',
  AssetDepreciated: 'AssetDepreciated',
  BudgetCreated: 'BudgetCreated',
  BudgetUpdated: 'BudgetUpdated',
  BudgetDeleted: 'BudgetDeleted',
  BankStatementImported: 'BankStatementImported',
  BankStatementRemoved: 'BankStatementRemoved',
  BankStatementLineMatched: 'BankStatementLineMatched',
  BankStatementLineUnmatched: 'BankStatementLineUnmatched',
  ManualJournalPosted: 'ManualJournalPosted',
  ManualJournalReversed: 'ManualJournalReversed',
});

/** Every event the ledger's deciders produce must be in the catalogue (a compile error otherwise). */
const LEDGER_EVENTS_REGISTERED: { readonly [K in LedgerEventType]: K extends EventType ? true : never } = {
  BusinessCreated: true,
  BankAccountAdded: true,
  BusinessProfileUpdated: true,
  BankAccountUpdated: true,
  BankAccountRemoved: true,
  AccountSettingChanged: true,
  BusinessDeactivated: true,
  BusinessReactivated: true,
  MoneyInRecorded: true,
  StockIntroduced: true,
  StockAdjusted: true,
  ProductCreated: true,
  ContactCreated: true,
  TransactionVoided: true,
  TransactionAmended: true,
  SaleRecorded: true,
  PurchaseRecorded: true,
  MoneyOutRecorded: true,
  FundsTransferred: true,
  PaymentRecorded: true,
  ExpenseRecorded: true,
  PrepaymentApplied: true,
  TeamOwnerAssigned: true,
  CustomRoleCreated: true,
  CustomRoleUpdated: true,
  MemberInvited: true,
  InviteResent: true,
  MemberJoined: true,
  MemberRoleChanged: true,
  InviteRoleChanged: true,
  MemberRemoved: true,
  InviteRevoked: true,
  PlanChanged: true,
  TrialStarted: true,
  PlanExpired: true,
  PlanDowngraded: true,
  SubscriptionPaymentReceived: true,
  SubscriptionPaymentRefunded: true,
  SubscriptionRenewalFailed: true,
  AutoRenewalChanged: true,
  PaymentIntegrationConnected: true,
  PaymentIntegrationDisconnected: true,
  NotificationPreferencesChanged: true,
  RegisterOpened: true,
  RegisterClosed: true,
  PosSaleRecorded: true,
  PosSaleParked: true,
  PosParkedSaleDeleted: true,
  RawMaterialCreated: true,
  RawMaterialStockIntroduced: true,
  RawMaterialsMovedToWip: true,
  ProductionBatchProduced: true,
  StockTransferDrafted: true,
  StockTransferUpdated: true,
  StockTransferCancelled: true,
  StockTransferSent: true,
  StockTransferReceived: true,
  PurchaseOrderRaised: true,
  PurchaseOrderUpdated: true,
  PurchaseOrderStatusChanged: true,
  PurchaseOrderReceived: true,
  CategoryCreated: true,
  BrandCreated: true,
  ProductArchived: true,
  ProductRestored: true,
  ContactArchived: true,
  ContactRestored: true,
  ProductUpdated: true,
  ContactUpdated: true,
  QrMenuCreated: true,
  InvoiceDraftCreated: true,
  InvoiceDraftUpdated: true,
  InvoiceDraftDeleted: true,
  InvoiceApproved: true,
  InvoicePaid: true,
  InvoiceVoided: true,
  InvoiceAmended: true,
  InvoiceReminderSent: true,
  QuotationCreated: true,
  QuotationUpdated: true,
  QuotationApproved: true,
  QuotationVoided: true,
  AssetCategoriesSet: true,
  AssetCreated: true,
  AssetUpdated: true,
  AssetArchived: true,
  AssetBought: true,
  AssetSold: true,
  AssetDepreciated: true,
  BudgetCreated: true,
  BudgetUpdated: true,
  BudgetDeleted: true,
  ManualJournalPosted: true,
  ManualJournalReversed: true,
};
void LEDGER_EVENTS_REGISTERED;

/** An event at its current version, typed by its type. */
export type CurrentEvent = { [K in EventType]: { type: K; version: number; data: EventDataMap[K] } }[EventType];

export const EVENT_DEFINITIONS: readonly EventDefinition[] = Object.freeze(Object.values(DEFINITIONS));

export function isKnownEventType(type: unknown): type is EventType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(DEFINITIONS, type);
}

export function eventDefinition(type: string): EventDefinition {
  if (!isKnownEventType(type)) throw new UnknownEventTypeError(type);
  return DEFINITIONS[type];
}

/** The schema version new events of this type are written with. Throws on an unknown type. */
export function currentVersion(type: string): number {
  return eventDefinition(type).currentVersion;
}

/**
 * Brings a stored event's data to the current version of its type, one upcaster at a time
 * (v1 → v2 → …). Other properties of the event (id, position, metadata, …) are kept; an event
 * already current is returned as it is. Throws `UnknownEventTypeError` on an unknown type,
 * `UnsupportedEventVersionError` on a version that is not a positive integer or is newer than
 * the current one, and `EventUpcastError` when an upcaster fails on the data.
 */
export function upcast<E extends SerializedEvent>(event: E): Omit<E, 'type' | 'version' | 'data'> & CurrentEvent {
  const definition = eventDefinition(event.type);
  const { version } = event;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > definition.currentVersion) {
    throw new UnsupportedEventVersionError(event.type, version, definition.currentVersion);
  }
  if (version === definition.currentVersion) return event as unknown as Omit<E, 'type' | 'version' | 'data'> & CurrentEvent;
  let data: unknown = event.data;
  for (let from = version; from < definition.currentVersion; from++) {
    const step = definition.upcasters[from] as ((data: unknown) => unknown) | undefined;
    if (!step) throw new Error(`${event.type}: no upcaster from version ${from}`);
    try {
      data = step(data);
    } catch (error) {
      throw new EventUpcastError(event.type, from, error);
    }
  }
  return { ...event, version: definition.currentVersion, data } as unknown as Omit<E, 'type' | 'version' | 'data'> & CurrentEvent;
}

/** A decider's `{ type, data }` stamped with its type's current version, ready to append. */
export function withCurrentVersion<T extends { type: string; data: unknown }>(event: T): T & { version: number } {
  return { ...event, version: currentVersion(event.type) };
}
