import { describe, expect, it } from '@jest/globals';
import type { BusinessEvent } from '../business/business-events.js';
import { evolveAll, type BusinessState } from '../business/business-state.js';
import { assertBalanced } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import type { StockIntroducedData } from '../transactions/document-events.js';
import { MEASUREMENTS, type CatalogueEvent } from './catalogue-events.js';
import { COST_PRICE_REQUIRED_MESSAGE, decideCreateProduct, SELLING_PRICE_REQUIRED_MESSAGE, type CreateProductCommand } from './create-product.js';

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

const givenBusiness = givenWhenThen<BusinessState, BusinessEvent | CatalogueEvent>(evolveAll);
function given(events: BusinessEvent[]) {
  return { when: (cmd: CreateProductCommand) => givenBusiness(events).when((state) => decideCreateProduct(cmd, state)) };
}

describe('create a product or service', () => {
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
    it('a negative quantity', () =>
      given(biz)
        .when(command({ quantity: '-1', buyingPrice: '5' }))
        .thenRefuses('quantity', 'AMOUNT_NEGATIVE'));
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
