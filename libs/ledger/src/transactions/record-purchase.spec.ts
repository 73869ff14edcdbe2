import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ACCOUNT_SETTINGS } from '../business/account-settings.js';
import type { ExistingBusiness } from '../business/business-state.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import type { DocumentContext } from './document-context.js';
import { decideRecordPurchase, type RecordPurchaseCommand } from './record-purchase.js';

const business: ExistingBusiness = {
  exists: true,
  businessId: 'biz-1',
  name: 'Ada Stores',
  currency: 'NGN',
  bankAccounts: {},
  profile: {},
  settings: DEFAULT_ACCOUNT_SETTINGS,
};
const context: DocumentContext = {
  business,
  products: new Map([
    ['rice', { kind: 'product', name: 'Rice 50kg', quantity: '0', value: '0' }],
    ['oil', { kind: 'product', name: 'Palm oil', quantity: '-2', value: '0' }],
    ['fitting', { kind: 'service', name: 'Fitting', quantity: '0', value: '0' }],
  ]),
  contactExists: (id) => id === 'supplier-1',
};
const command = (overrides: Partial<RecordPurchaseCommand> = {}): RecordPurchaseCommand => ({
  transactionId: 'tx-9',
  reference: 'PUR001',
  date: '2026-11-20',
  items: [{ product: 'rice', quantity: '50', price: '1200.00' }],
  account: 'Cash',
  ...overrides,
});

describe('record a purchase', () => {
  it('puts stock in at the line totals and pays for it', () => {
    expect(decideRecordPurchase(command(), context)).toEqual([
      {
        type: 'PurchaseRecorded',
        data: {
          transactionId: 'tx-9',
          reference: 'PUR001',
          date: '2026-11-20',
          currency: 'NGN',
          items: [{ productId: 'rice', name: 'Rice 50kg', kind: 'product', quantity: '50', price: '1200.00', total: '60000.00' }],
          subtotal: '60000.00',
          total: '60000.00',
          payment: { account: { kind: 'cash' }, credit: false, paid: '60000.00', balance: '0.00' },
          lines: [
            { account: '1200', productId: 'rice', debit: '60000.00', credit: '0.00' },
            { account: '1000', debit: '0.00', credit: '60000.00' },
          ],
          stock: [{ productId: 'rice', quantity: '50', value: '60000.00' }],
        },
      },
    ]);
  });

  it('books discount received, transport and VAT receivable, on credit from the supplier', () => {
    const [{ data }] = decideRecordPurchase(
      command({
        items: [
          { product: 'rice', quantity: '2.5', price: '99.99' }, // 249.975 → 249.98
          { product: 'oil', quantity: '1', price: '50' },
          { product: 'rice', quantity: '1', price: '100' },
        ],
        discount: '10',
        discountType: 'percent', // 399.98 → 40.00 (39.998)
        delivery: '15',
        tax: { type: 'fixed', value: '20.02' },
        credit: true,
        initialDeposit: '100',
        dueDate: '2027-01-31',
        entity: 'supplier-1',
      }),
      context,
    );
    expect(data).toMatchObject({ subtotal: '399.98', total: '395.00', entityId: 'supplier-1' });
    expect(data.payment).toEqual({ account: { kind: 'cash' }, credit: true, paid: '100.00', balance: '295.00', dueDate: '2027-01-31' });
    expect(data.stock).toEqual([
      { productId: 'rice', quantity: '3.5', value: '349.98' },
      { productId: 'oil', quantity: '1', value: '50.00' },
    ]);
    expect(data.lines).toEqual([
      { account: '1200', productId: 'rice', debit: '249.98', credit: '0.00' },
      { account: '1200', productId: 'oil', debit: '50.00', credit: '0.00' },
      { account: '1200', productId: 'rice', debit: '100.00', credit: '0.00' },
      { account: '6030', debit: '15.00', credit: '0.00' },
      { account: '1300', debit: '20.02', credit: '0.00' },
      { account: '4200', debit: '0.00', credit: '40.00' },
      { account: '1000', debit: '0.00', credit: '100.00' },
      { account: '2000', contactId: 'supplier-1', debit: '0.00', credit: '295.00' },
    ]);
  });

  it.each<[string, Partial<RecordPurchaseCommand>, string, string]>([
    ['a service', { items: [{ product: 'fitting', quantity: '1', price: '5' }] }, 'items[0].product', 'INVALID_CHOICE'],
    ['an unknown product', { items: [{ product: 'ghost', quantity: '1', price: '5' }] }, 'items[0].product', 'UNKNOWN_PRODUCT'],
    ['an unknown supplier', { entity: 'ghost' }, 'entity', 'UNKNOWN_CONTACT'],
    ['credit without supplier', { credit: true, dueDate: '2027-01-01' }, 'entity', 'ENTITY_REQUIRED'],
    ['credit without due date', { credit: true, entity: 'supplier-1' }, 'due_date', 'DUE_DATE_REQUIRED'],
    ['a purchase of nothing', { items: [{ product: 'rice', quantity: '1', price: '0' }] }, 'items', 'AMOUNT_NOT_POSITIVE'],
    ['a quantity with 5 decimals', { items: [{ product: 'rice', quantity: '0.00001', price: '1' }] }, 'items[0].quantity', 'AMOUNT_TOO_MANY_DECIMALS'],
  ])('refuses %s', (_, cmd, field, code) => {
    expect(refusal(() => decideRecordPurchase(command(cmd), context))).toMatchObject({ field, code });
  });

  it('names the service it refuses', () => {
    expect(refusal(() => decideRecordPurchase(command({ items: [{ product: 'fitting', quantity: '1', price: '5' }] }), context)).message).toMatch(
      /Fitting.*expense/,
    );
  });
});
