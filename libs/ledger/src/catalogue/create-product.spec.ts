import { describe, expect, it } from '@jest/globals';
import type { BusinessEvent } from '../business/business-events.js';
import { evolveAll, type BusinessState } from '../business/business-state.js';
import { assertBalanced } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import type { PurchaseRecordedData, StockIntroducedData } from '../transactions/document-events.js';
import { MEASUREMENTS, type CatalogueEvent } from './catalogue-events.js';
import {
  ACCOUNT_TYPE_REQUIRED_MESSAGE,
  COST_PRICE_REQUIRED_MESSAGE,
  decideCreateProduct,
  NEGATIVE_QUANTITY_REFUSED_MESSAGE,
  SELLING_PRICE_REQUIRED_MESSAGE,
  type CreatedProductEvent,
  type CreateProductCommand,
} from './create-product.js';

const businessCreated = (currency: CurrencyCode = 'NGN'): BusinessEvent => ({
  type: 'BusinessCreated',
  data: { businessId: 'biz-1', name: 'Ada Stores', currency },
});

const command = (overrides: Partial<CreateProductCommand> = {}): CreateProductCommand => ({
  productId: 'p-1',
  kind: 'product',
  name: 'Rice 50kg',
  sku: 'PRD-000001',
  sellingPrice: '52000',
  openingStock: { transactionId: 'tx-1', reference: 'AB12CD', date: '2026-11-22' },
  ...overrides,
});

const givenBusiness = givenWhenThen<BusinessState, BusinessEvent | CatalogueEvent | CreatedProductEvent>(evolveAll);
function given(events: BusinessEvent[]) {
  return { when: (cmd: CreateProductCommand) => givenBusiness(events).when((state) => decideCreateProduct(cmd, state)) };
}

describe('create a product or service', () => {
  it.each([
    ['units', 'Unit'],
    ['Cartons', 'Carton'],
    ['pcs', 'Piece'],
    ['KGS', 'Kg'],
    ['litres', 'Litre'],
    ['grams', 'Grammes'],
    ['hrs', 'Hour'],
    ['Pair', 'Pairs'],
  ])('reads the measurement %s, as owners write it in an import, as %s', (written, measurement) => {
    const events = decideCreateProduct(command({ measurement: written }), evolveAll([businessCreated()]));
    expect(events[0]!.data).toMatchObject({ measurement });
  });

  it('given a business, when a product is created without stock, then ProductCreated alone, with defaults (Unit, cost 0)', () => {
    given([businessCreated()])
      .when(command())
      .then([
        {
          type: 'ProductCreated',
          data: {
            productId: 'p-1',
            kind: 'product',
            name: 'Rice 50kg',
            sku: 'PRD-000001',
            measurement: 'Unit',
            currency: 'NGN',
            buyingPrice: '0.00',
            sellingPrice: '52000.00',
          },
        },
      ]);
  });

  it('given a business, when a product is created with opening stock, then ProductCreated and StockIntroduced (1200 against 3000)', () => {
    given([businessCreated()])
      .when(
        command({
          quantity: '10',
          buyingPrice: 45000.5,
          stockLevel: '2',
          measurement: 'kg',
          barcode: '12345678',
          description: 'Long grain',
          categoryName: 'Grains',
          brandName: 'Mama Gold',
          size: '50kg',
          color: 'white',
          expiryDate: '2027-06-30',
          expiryReminderDays: '14',
          image: { sha256: 'ab'.repeat(32), contentType: 'image/png', size: 68 },
        }),
      )
      .then([
        {
          type: 'ProductCreated',
          data: {
            productId: 'p-1',
            kind: 'product',
            name: 'Rice 50kg',
            sku: 'PRD-000001',
            barcode: '12345678',
            description: 'Long grain',
            measurement: 'Kg',
            currency: 'NGN',
            buyingPrice: '45000.50',
            sellingPrice: '52000.00',
            stockLevel: '2',
            categoryName: 'Grains',
            brandName: 'Mama Gold',
            size: '50kg',
            color: 'white',
            expiryDate: '2027-06-30',
            expiryReminderDays: 14,
            image: { sha256: 'ab'.repeat(32), contentType: 'image/png', size: 68 },
          },
        },
        {
          type: 'StockIntroduced',
          data: {
            transactionId: 'tx-1',
            reference: 'AB12CD',
            date: '2026-11-22',
            currency: 'NGN',
            lines: [
              { account: '1200', productId: 'p-1', debit: '450005.00', credit: '0.00' },
              { account: '3000', debit: '0.00', credit: '450005.00' },
            ],
            stock: [{ productId: 'p-1', quantity: '10', value: '450005.00' }],
            description: 'Opening stock of Rice 50kg',
            items: [{ productId: 'p-1', name: 'Rice 50kg', kind: 'product', quantity: '10', price: '45000.50', total: '450005.00' }],
            amount: '450005.00',
          },
        },
      ]);
  });

  it('values opening stock at round(quantity × cost), half up, and the entry balances', () => {
    const events = decideCreateProduct(command({ quantity: '0.333', buyingPrice: '10.05' }), evolveAll([businessCreated()]));
    expect(events).toHaveLength(2);
    const stock = events[1].data as StockIntroducedData;
    expect(stock.amount).toBe('3.35'); // 3.34665
    expect(stock.stock).toEqual([{ productId: 'p-1', quantity: '0.333', value: '3.35' }]);
    expect(() => assertBalanced(stock.lines, 'NGN')).not.toThrow();
  });

  it('given a business, when a service is created, then ProductCreated of kind service and no stock', () => {
    given([businessCreated()])
      .when(command({ kind: 'service', name: 'Delivery', sku: 'SRV-000001', sellingPrice: '1500', measurement: 'Hour', quantity: '0', stockLevel: 0 }))
      .then([
        {
          type: 'ProductCreated',
          data: {
            productId: 'p-1',
            kind: 'service',
            name: 'Delivery',
            sku: 'SRV-000001',
            measurement: 'Hour',
            currency: 'NGN',
            buyingPrice: '0.00',
            sellingPrice: '1500.00',
          },
        },
      ]);
  });

  it('keeps a selling price of 0 (the client sends it)', () => {
    const [created] = decideCreateProduct(command({ sellingPrice: 0 }), evolveAll([businessCreated()]));
    expect(created.data).toMatchObject({ sellingPrice: '0.00' });
  });

  it('offers every measurement of the spec, matched without case', () => {
    for (const measurement of MEASUREMENTS) {
      const [created] = decideCreateProduct(command({ measurement: measurement.toUpperCase() }), evolveAll([businessCreated()]));
      expect(created.data).toMatchObject({ measurement });
    }
  });

  describe('a negative quantity is created as a purchase (spec 001 §5)', () => {
    const gtb = '5d6c1f0e-8d0b-4f7e-9a57-1c2d3e4f5a6b';
    const withBank: BusinessEvent[] = [
      businessCreated(),
      { type: 'BankAccountAdded', data: { bankAccountId: gtb, bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123456789' } },
    ];
    const buying = (overrides: Partial<CreateProductCommand> = {}) =>
      command({
        quantity: '-4',
        buyingPrice: '1200.50',
        accountType: gtb,
        openingPurchase: { transactionId: 'tx-2', reference: 'PUR001', date: '2026-11-22' },
        ...overrides,
      });

    it('given a bank account, when q = -4 at 1200.50 from it, then ProductCreated and a paid purchase of 4: 1200 debited, the bank credited 4802.00', () => {
      given(withBank)
        .when(buying())
        .then([
          {
            type: 'ProductCreated',
            data: {
              productId: 'p-1',
              kind: 'product',
              name: 'Rice 50kg',
              sku: 'PRD-000001',
              measurement: 'Unit',
              currency: 'NGN',
              buyingPrice: '1200.50',
              sellingPrice: '52000.00',
            },
          },
          {
            type: 'PurchaseRecorded',
            data: {
              transactionId: 'tx-2',
              reference: 'PUR001',
              date: '2026-11-22',
              currency: 'NGN',
              description: 'Opening stock of Rice 50kg, bought',
              items: [{ productId: 'p-1', name: 'Rice 50kg', kind: 'product', quantity: '4', price: '1200.50', total: '4802.00' }],
              subtotal: '4802.00',
              total: '4802.00',
              payment: { account: { kind: 'bank', bankAccountId: gtb }, credit: false, paid: '4802.00', balance: '0.00' },
              lines: [
                { account: '1200', productId: 'p-1', debit: '4802.00', credit: '0.00' },
                { account: '1010', subAccount: gtb, debit: '0.00', credit: '4802.00' },
              ],
              stock: [{ productId: 'p-1', quantity: '4', value: '4802.00' }],
            },
          },
        ]);
    });

    it('pays from cash (1000) when the Account Type is Cash, and the entry balances', () => {
      const events = decideCreateProduct(buying({ quantity: '-0.5', buyingPrice: '300', accountType: 'Cash' }), evolveAll(withBank));
      expect(events.map((event) => event.type)).toEqual(['ProductCreated', 'PurchaseRecorded']);
      const purchase = events[1].data as PurchaseRecordedData;
      expect(purchase.payment.account).toEqual({ kind: 'cash' });
      expect(purchase.lines).toEqual([
        { account: '1200', productId: 'p-1', debit: '150.00', credit: '0.00' },
        { account: '1000', debit: '0.00', credit: '150.00' },
      ]);
      expect(() => assertBalanced(purchase.lines, 'NGN')).not.toThrow();
    });

    it('ignores the Account Type when the quantity is 0 or more', () => {
      const events = decideCreateProduct(buying({ quantity: '3', accountType: 'no such account' }), evolveAll(withBank));
      expect(events.map((event) => event.type)).toEqual(['ProductCreated', 'StockIntroduced']);
      expect(decideCreateProduct(buying({ quantity: '0', accountType: '' }), evolveAll(withBank)).map((event) => event.type)).toEqual(['ProductCreated']);
    });

    it('refuses no Account Type, one the business does not have, and no cost price', () => {
      given(withBank)
        .when(buying({ accountType: undefined }))
        .thenRefuses('accountType', 'REQUIRED', ACCOUNT_TYPE_REQUIRED_MESSAGE);
      given(withBank)
        .when(buying({ accountType: ' ' }))
        .thenRefuses('accountType', 'REQUIRED', ACCOUNT_TYPE_REQUIRED_MESSAGE);
      given(withBank)
        .when(buying({ accountType: 'Zenith' }))
        .thenRefuses('accountType', 'UNKNOWN_ACCOUNT', /Cash or one of the business's bank accounts/);
      given(withBank)
        .when(buying({ accountType: '0b6c2b8e-4f7e-4a55-9d7e-111111111111' }))
        .thenRefuses('accountType', 'BANK_ACCOUNT_NOT_FOUND');
      given(withBank)
        .when(buying({ buyingPrice: undefined }))
        .thenRefuses('buyingPrice', 'REQUIRED', COST_PRICE_REQUIRED_MESSAGE);
      given(withBank)
        .when(buying({ buyingPrice: '0' }))
        .thenRefuses('buyingPrice', 'REQUIRED', COST_PRICE_REQUIRED_MESSAGE);
      given(withBank)
        .when(buying({ quantity: '-0.0001', buyingPrice: '0.01' }))
        .thenRefuses('quantity', 'INVALID_VALUE', /rounds to zero/);
    });

    it('a service still carries no stock, bought or not', () =>
      given(withBank)
        .when(buying({ kind: 'service' }))
        .thenRefuses('quantity', 'AMOUNT_NEGATIVE'));
  });

  describe('refuses, naming the field', () => {
    const biz = [businessCreated()];
    it('no business', () => given([]).when(command()).thenRefuses('businessId', 'BUSINESS_NOT_FOUND'));
    it('no name', () =>
      given(biz)
        .when(command({ name: '  ' }))
        .thenRefuses('name', 'REQUIRED', 'name is required'));
    it('no sku', () =>
      given(biz)
        .when(command({ sku: '' }))
        .thenRefuses('sku', 'REQUIRED'));
    it('no selling price', () =>
      given(biz)
        .when(command({ sellingPrice: undefined }))
        .thenRefuses('sellingPrice', 'REQUIRED', SELLING_PRICE_REQUIRED_MESSAGE));
    it('opening stock without a cost price', () =>
      given(biz)
        .when(command({ quantity: '5' }))
        .thenRefuses('buyingPrice', 'REQUIRED', COST_PRICE_REQUIRED_MESSAGE));
    it('opening stock at a cost price of 0', () =>
      given(biz)
        .when(command({ quantity: '5', buyingPrice: '0' }))
        .thenRefuses('buyingPrice', 'REQUIRED', COST_PRICE_REQUIRED_MESSAGE));
    it('opening stock worth less than a kobo', () =>
      given(biz)
        .when(command({ quantity: '0.0001', buyingPrice: '0.01' }))
        .thenRefuses('quantity', 'INVALID_VALUE', /rounds to zero/));
    it('a negative quantity where no purchase can be recorded (no purchase ids: imports, copies in other businesses)', () =>
      given(biz)
        .when(command({ quantity: '-1', buyingPrice: '5', accountType: 'Cash' }))
        .thenRefuses('quantity', 'AMOUNT_NEGATIVE', NEGATIVE_QUANTITY_REFUSED_MESSAGE));
    it('a quantity with more than 4 decimals', () =>
      given(biz)
        .when(command({ quantity: '1.00001', buyingPrice: '5' }))
        .thenRefuses('quantity', 'AMOUNT_TOO_MANY_DECIMALS'));
    it('a price with more than the currency’s decimals', () =>
      given(biz)
        .when(command({ sellingPrice: '10.005' }))
        .thenRefuses('sellingPrice', 'AMOUNT_TOO_MANY_DECIMALS'));
    it('a price in yen with decimals', () =>
      given([businessCreated('JPY')])
        .when(command({ sellingPrice: '10.5' }))
        .thenRefuses('sellingPrice', 'AMOUNT_TOO_MANY_DECIMALS'));
    it('a negative price', () =>
      given(biz)
        .when(command({ buyingPrice: '-3' }))
        .thenRefuses('buyingPrice', 'AMOUNT_NEGATIVE'));
    it('a price that is not a number', () =>
      given(biz)
        .when(command({ sellingPrice: '1,500' }))
        .thenRefuses('sellingPrice', 'INVALID_AMOUNT'));
    it('an unknown measurement', () =>
      given(biz)
        .when(command({ measurement: 'Bucket' }))
        .thenRefuses('measurement', 'INVALID_CHOICE', /Unit, Piece/));
    it('stock on a service', () =>
      given(biz)
        .when(command({ kind: 'service', quantity: '3', buyingPrice: '1' }))
        .thenRefuses('quantity', 'INVALID_VALUE', /service carries no stock/));
    it('a stock level on a service', () =>
      given(biz)
        .when(command({ kind: 'service', stockLevel: '3' }))
        .thenRefuses('stockLevel', 'INVALID_VALUE'));
    it('an unknown kind', () =>
      given(biz)
        .when(command({ kind: 'asset' as never }))
        .thenRefuses('type', 'INVALID_CHOICE'));
    it('an expiry date that is not a date', () =>
      given(biz)
        .when(command({ expiryDate: '30/06/2027' }))
        .thenRefuses('expiryDate', 'INVALID_DATE'));
    it('reminder days outside 1 to 100', () => {
      given(biz)
        .when(command({ expiryReminderDays: '0' }))
        .thenRefuses('expiryReminderDays', 'INVALID_VALUE');
      given(biz)
        .when(command({ expiryReminderDays: 101 }))
        .thenRefuses('expiryReminderDays', 'INVALID_VALUE');
      given(biz)
        .when(command({ expiryReminderDays: '7.5' }))
        .thenRefuses('expiryReminderDays', 'INVALID_VALUE');
    });
    it('a name longer than 200 characters', () =>
      given(biz)
        .when(command({ name: 'x'.repeat(201) }))
        .thenRefuses('name', 'INVALID_VALUE'));
  });
});
