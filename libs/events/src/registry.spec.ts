import { describe, expect, it } from '@jest/globals';
import { BANK_ACCOUNT_ADDED, BUSINESS_CREATED, MONEY_IN_RECORDED } from '@ledgerline/ledger';
import { defineEvent } from './event-definition.js';
import { EventUpcastError, UnknownEventTypeError, UnsupportedEventVersionError } from './errors.js';
import { currentVersion, EVENT_DEFINITIONS, EVENT_TYPES, isKnownEventType, upcast, withCurrentVersion } from './registry.js';

describe('event catalogue', () => {
  it('names every event type as a constant, the same names the ledger’s deciders use', () => {
    expect(EVENT_TYPES).toEqual({
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
      ProductArchived: 'ProductArchived',
      ProductRestored: 'ProductRestored',
      ContactArchived: 'ContactArchived',
      ContactRestored: 'ContactRestored',
      ProductUpdated: 'ProductUpdated',
      ContactUpdated: 'ContactUpdated',
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
      QrMenuCreated: 'QrMenuCreated',
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
    expect([EVENT_TYPES.BusinessCreated, EVENT_TYPES.BankAccountAdded, EVENT_TYPES.MoneyInRecorded]).toEqual([
      BUSINESS_CREATED,
      BANK_ACCOUNT_ADDED,
      MONEY_IN_RECORDED,
    ]);
    expect(EVENT_DEFINITIONS.map((d) => d.type).sort()).toEqual(Object.values(EVENT_TYPES).sort());
  });

  it('knows each type’s current version', () => {
    expect(currentVersion('BusinessCreated')).toBe(1);
    expect(currentVersion('BankAccountAdded')).toBe(1);
    expect(currentVersion('MoneyInRecorded')).toBe(2);
  });

  it('has an upcaster for every step below each current version', () => {
    for (const definition of EVENT_DEFINITIONS) {
      for (let version = 1; version < definition.currentVersion; version++) {
        expect(typeof definition.upcasters[version]).toBe('function');
      }
    }
  });

  it('refuses an unknown type', () => {
    expect(() => currentVersion('ShipmentTeleported')).toThrow(UnknownEventTypeError);
    expect(() => upcast({ type: 'ShipmentTeleported', version: 1, data: {} })).toThrow('Unknown event type: ShipmentTeleported');
    expect(() => upcast({ type: 'constructor', version: 1, data: {} })).toThrow(UnknownEventTypeError);
    expect(isKnownEventType('MoneyInRecorded')).toBe(true);
    expect(isKnownEventType('toString')).toBe(false);
  });

  it('refuses a version newer than the current one', () => {
    let error: unknown;
    try {
      upcast({ type: 'MoneyInRecorded', version: 3, data: {} });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnsupportedEventVersionError);
    expect(error).toMatchObject({ code: 'UNSUPPORTED_EVENT_VERSION', type: 'MoneyInRecorded', version: 3, currentVersion: 2 });
    expect((error as Error).message).toBe('MoneyInRecorded version 3 is newer than this release knows (current version 2)');
    expect(() => upcast({ type: 'BusinessCreated', version: 2, data: {} })).toThrow(UnsupportedEventVersionError);
  });

  it.each([0, -1, 1.5, Number.NaN, '1'])('refuses the version %p', (version) => {
    expect(() => upcast({ type: 'BusinessCreated', version: version as number, data: {} })).toThrow(UnsupportedEventVersionError);
  });

  it('returns an event already at its current version as it is', () => {
    const event = { type: 'BusinessCreated', version: 1, data: { businessId: 'b', name: 'N', currency: 'NGN' } };
    expect(upcast(event)).toBe(event);
  });

  it('keeps the other properties of a stored event', () => {
    const stored = {
      id: 'e-1',
      position: 42n,
      metadata: { businessId: 'b' },
      type: 'MoneyInRecorded',
      version: 1,
      data: { transactionId: 't', reference: 'MI-000001', date: '2024-01-02', subtype: 'gift', amount: '5', account: 'Cash', description: '' },
    };
    const current = upcast(stored);
    expect(current).toMatchObject({ id: 'e-1', position: 42n, metadata: { businessId: 'b' }, type: 'MoneyInRecorded', version: 2 });
  });

  it('wraps an upcaster’s failure with the type and version', () => {
    const event = { type: 'MoneyInRecorded', version: 1, data: { subtype: 'mystery', amount: '5', account: 'Cash' } };
    expect(() => upcast(event)).toThrow(EventUpcastError);
    expect(() => upcast(event)).toThrow(/Cannot upcast MoneyInRecorded from version 1 to 2: unknown money-in subtype "mystery"/);
  });

  it('stamps a decider’s event with its current version', () => {
    expect(withCurrentVersion({ type: 'BankAccountAdded', data: { x: 1 } })).toEqual({ type: 'BankAccountAdded', version: 1, data: { x: 1 } });
    expect(() => withCurrentVersion({ type: 'Nope', data: {} })).toThrow(UnknownEventTypeError);
  });
});

describe('defineEvent', () => {
  it('applies upcasters step by step', () => {
    const definition = defineEvent<'Thing', { c: number }>({
      type: 'Thing',
      currentVersion: 3,
      upcasters: { 1: (d: { a: number }) => ({ b: d.a + 1 }), 2: (d: { b: number }) => ({ c: d.b * 10 }) },
    });
    expect(definition.currentVersion).toBe(3);
  });

  it('refuses a definition with a missing step or a stray upcaster', () => {
    expect(() => defineEvent({ type: 'Thing', currentVersion: 3, upcasters: { 1: (d: never) => d } })).toThrow('Thing: no upcaster from version 2 to 3');
    expect(() => defineEvent({ type: 'Thing', currentVersion: 1, upcasters: { 1: (d: never) => d } })).toThrow(/upcaster from version 1/);
    expect(() => defineEvent({ type: 'Thing', currentVersion: 0 })).toThrow(/positive integer/);
  });
});
