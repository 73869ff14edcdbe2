import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DEFAULT_ACCOUNT_SETTINGS } from '../business/account-settings.js';
import type { ExistingBusiness } from '../business/business-state.js';
import { Decimal } from '../decimal.js';
import { assertBalanced } from '../journal.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import type { DocumentContext, DocumentProduct } from './document-context.js';
import { decideRecordSale, type RecordSaleCommand } from './record-sale.js';

const business = (overrides: Partial<ExistingBusiness> = {}): ExistingBusiness => ({
  exists: true,
  businessId: 'biz-1',
  name: 'Ada Stores',
  currency: 'NGN',
  bankAccounts: { 'bank-1': { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada', accountNumber: '0123456789' } },
  profile: {},
  settings: DEFAULT_ACCOUNT_SETTINGS,
  ...overrides,
});

const rice: DocumentProduct = { kind: 'product', name: 'Rice 50kg', quantity: '3', value: '100.00' };
const oil: DocumentProduct = { kind: 'product', name: 'Palm oil', quantity: '10', value: '55.55' };
const fitting: DocumentProduct = { kind: 'service', name: 'Fitting', quantity: '0', value: '0' };

const context = (overrides: Partial<DocumentContext> = {}): DocumentContext => ({
  business: business(),
  products: new Map([
    ['rice', rice],
    ['oil', oil],
    ['fitting', fitting],
  ]),
  contactExists: (id) => id === 'customer-1',
  ...overrides,
});

const command = (overrides: Partial<RecordSaleCommand> = {}): RecordSaleCommand => ({
  transactionId: 'tx-1',
  reference: 'SAL001',
  date: '2026-11-22',
  items: [{ product: 'rice', quantity: '1', price: '50.00' }],
  account: 'Cash',
  ...overrides,
});

const decide = (cmd: Partial<RecordSaleCommand> = {}, ctx: Partial<DocumentContext> = {}) => decideRecordSale(command(cmd), context(ctx))[0].data;

describe('record a sale', () => {
  it('records a cash sale: revenue, cost at the moving average, stock out', () => {
    expect(decideRecordSale(command({ description: 'Walk-in' }), context())).toEqual([
      {
        type: 'SaleRecorded',
        data: {
          transactionId: 'tx-1',
          reference: 'SAL001',
          date: '2026-11-22',
          currency: 'NGN',
          description: 'Walk-in',
          items: [{ productId: 'rice', name: 'Rice 50kg', kind: 'product', quantity: '1', price: '50.00', total: '50.00', cost: '33.33' }],
          subtotal: '50.00',
          total: '50.00',
          payment: { account: { kind: 'cash' }, credit: false, paid: '50.00', balance: '0.00' },
          lines: [
            { account: '1000', debit: '50.00', credit: '0.00' },
            { account: '5000', productId: 'rice', debit: '33.33', credit: '0.00' },
            { account: '4000', productId: 'rice', debit: '0.00', credit: '50.00' },
            { account: '1200', productId: 'rice', debit: '0.00', credit: '33.33' },
          ],
          stock: [{ productId: 'rice', quantity: '-1', value: '-33.33' }],
        },
      },
    ]);
  });

  it('selling the last unit empties the value exactly, over several lines of one product', () => {
    const data = decide({
      items: [
        { product: 'rice', quantity: '1', price: '50' },
        { product: 'rice', quantity: '2', price: '50' },
      ],
    });
    expect(data.items.map((i) => i.cost)).toEqual(['33.33', '66.67']);
    expect(data.stock).toEqual([{ productId: 'rice', quantity: '-3', value: '-100.00' }]);
  });

  it('applies percent discount, fixed delivery and percent tax of the subtotal, rounded half up', () => {
    const data = decide({
      items: [
        { product: 'oil', quantity: '3', price: '33.33' }, // 99.99
        { product: 'fitting', quantity: '1', price: '10.01' },
      ],
      discount: '12.5',
      discountType: 'percent', // 110.00 × 12.5% = 13.75
      delivery: { type: 'fixed', value: '5' },
      tax: '7.5', // percent by default: 8.25
    });
    expect(data).toMatchObject({
      subtotal: '110.00',
      discount: { type: 'percent', value: '12.5', amount: '13.75' },
      delivery: { type: 'fixed', value: '5.00', amount: '5.00' },
      tax: { type: 'percent', value: '7.5', amount: '8.25' },
      total: '109.50',
    });
    expect(data.items[1]).toEqual({ productId: 'fitting', name: 'Fitting', kind: 'service', quantity: '1', price: '10.01', total: '10.01' });
    // oil: V 55.55, Q 10, take 3 → round(16.665) = 16.67
    expect(data.stock).toEqual([{ productId: 'oil', quantity: '-3', value: '-16.67' }]);
    expect(data.lines).toEqual([
      { account: '1000', debit: '109.50', credit: '0.00' },
      { account: '4050', debit: '13.75', credit: '0.00' },
      { account: '5000', productId: 'oil', debit: '16.67', credit: '0.00' },
      { account: '4000', productId: 'oil', debit: '0.00', credit: '99.99' },
      { account: '4010', productId: 'fitting', debit: '0.00', credit: '10.01' },
      { account: '4100', debit: '0.00', credit: '5.00' },
      { account: '2100', debit: '0.00', credit: '8.25' },
      { account: '1200', productId: 'oil', debit: '0.00', credit: '16.67' },
    ]);
  });

  it('records a credit sale with a deposit: paid now, the rest receivable from the customer', () => {
    const data = decide({
      items: [{ product: 'oil', quantity: '2', price: '500' }],
      account: 'bank-1',
      credit: true,
      initialDeposit: '250',
      dueDate: '2026-12-31',
      entity: 'customer-1',
    });
    expect(data.entityId).toBe('customer-1');
    expect(data.payment).toEqual({
      account: { kind: 'bank', bankAccountId: 'bank-1' },
      credit: true,
      paid: '250.00',
      balance: '750.00',
      dueDate: '2026-12-31',
    });
    expect(data.lines.slice(0, 2)).toEqual([
      { account: '1010', subAccount: 'bank-1', debit: '250.00', credit: '0.00' },
      { account: '1100', contactId: 'customer-1', debit: '750.00', credit: '0.00' },
    ]);
  });

  it('accepts the form’s own subtotal and total when they agree', () => {
    expect(decide({ subtotal: 50, total: '50.00' }).total).toBe('50.00');
  });

  it('sells services without stock or cost', () => {
    const data = decide({ items: [{ product: 'fitting', quantity: '1.5', price: '20' }] });
    expect(data.stock).toBeUndefined();
    expect(data.lines).toEqual([
      { account: '1000', debit: '30.00', credit: '0.00' },
      { account: '4010', productId: 'fitting', debit: '0.00', credit: '30.00' },
    ]);
  });

  it('gives a product away: cost only, no revenue', () => {
    const data = decide({ items: [{ product: 'rice', quantity: '3', price: '0' }] });
    expect(data.total).toBe('0.00');
    expect(data.lines).toEqual([
      { account: '5000', productId: 'rice', debit: '100.00', credit: '0.00' },
      { account: '1200', productId: 'rice', debit: '0.00', credit: '100.00' },
    ]);
  });

  it('refuses selling more than in stock (409), naming the product and the quantity on hand', () => {
    expect(refusal(() => decide({ items: [{ product: 'rice', quantity: '4', price: '1' }] }))).toMatchObject({
      field: 'items[0].quantity',
      code: 'STOCK_INSUFFICIENT',
      message: 'Only 3 of Rice 50kg in stock',
    });
    expect(
      refusal(() =>
        decide({
          items: [
            { product: 'rice', quantity: '2', price: '1' },
            { product: 'rice', quantity: '2', price: '1' },
          ],
        }),
      ),
    ).toMatchObject({ field: 'items[1].quantity', message: 'Only 3 of Rice 50kg in stock' });
  });

  it('sells below zero when the business allows it, at the last known average', () => {
    const data = decide(
      { items: [{ product: 'rice', quantity: '4', price: '50' }] },
      { business: business({ settings: { ...DEFAULT_ACCOUNT_SETTINGS, allowZeroStockLevel: true } }) },
    );
    expect(data.stock).toEqual([{ productId: 'rice', quantity: '-4', value: '-133.33' }]);
  });

  it.each<[string, Partial<RecordSaleCommand>, string, string]>([
    ['an unknown product', { items: [{ product: 'ghost', quantity: '1', price: '1' }] }, 'items[0].product', 'UNKNOWN_PRODUCT'],
    ['an unknown contact', { entity: 'ghost' }, 'entity', 'UNKNOWN_CONTACT'],
    ['credit without entity', { credit: true, dueDate: '2026-12-31' }, 'entity', 'ENTITY_REQUIRED'],
    ['credit without due date', { credit: true, entity: 'customer-1' }, 'due_date', 'DUE_DATE_REQUIRED'],
    ['a deposit above the total', { credit: true, entity: 'customer-1', dueDate: '2026-12-31', initialDeposit: '50.01' }, 'initial_deposit', 'OVERPAYMENT'],
    ['a discount above the total', { discount: '60' }, 'discount', 'AMOUNT_NEGATIVE'],
    ['an unparseable date', { date: '22/11/2026' }, 'date', 'INVALID_DATE'],
    ['an unknown account', { account: 'Bank' }, 'account', 'UNKNOWN_ACCOUNT'],
    ['a total the form showed otherwise', { total: '49.99' }, 'total', 'INVALID_VALUE'],
    ['a subtotal the form showed otherwise', { subtotal: '50.01', total: '50' }, 'subtotal', 'INVALID_VALUE'],
    ['a sale of nothing', { items: [{ product: 'fitting', quantity: '1', price: '0' }] }, 'items', 'AMOUNT_NOT_POSITIVE'],
    // 400s win over the stock check: nothing about stock is said until the form is right.
    ['bad input beside too much', { items: [{ product: 'rice', quantity: '9', price: '1' }], discount: 'x' }, 'discount', 'INVALID_AMOUNT'],
  ])('refuses %s', (_, cmd, field, code) => {
    expect(refusal(() => decide(cmd))).toMatchObject({ field, code });
  });

  it('always posts a balanced entry whose stock value matches 1200, with value zero when quantity is', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            product: fc.constantFrom('rice', 'oil', 'fitting'),
            quantity: fc.integer({ min: 1, max: 3 }),
            cents: fc.integer({ min: 0, max: 100_000 }),
          }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 5_000 }),
        (lines, discountPercent, deliveryCents) => {
          const items = lines.map((l) => ({ product: l.product, quantity: String(l.quantity), price: new Decimal(l.cents).dividedBy(100).toFixed(2) }));
          let data;
          try {
            data = decide(
              { items, discount: String(discountPercent), discountType: 'percent', delivery: new Decimal(deliveryCents).dividedBy(100).toFixed(2) },
              { business: business({ settings: { ...DEFAULT_ACCOUNT_SETTINGS, allowZeroStockLevel: true } }) },
            );
          } catch (error) {
            expect((error as { code?: string }).code).toBe('AMOUNT_NOT_POSITIVE'); // everything free and nothing in stock
            return;
          }
          assertBalanced(data.lines, 'NGN');
          const credit1200 = data.lines.filter((l) => l.account === '1200').reduce((s, l) => s.plus(l.credit), new Decimal(0));
          const stockOut = (data.stock ?? []).reduce((s, m) => s.minus(m.value), new Decimal(0));
          expect(credit1200.eq(stockOut)).toBe(true);
          for (const movement of data.stock ?? []) {
            const product = movement.productId === 'rice' ? rice : oil;
            if (new Decimal(product.quantity).plus(movement.quantity).isZero()) expect(new Decimal(product.value).plus(movement.value).isZero()).toBe(true);
          }
        },
      ),
    );
  });
});
