import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ACCOUNT_SETTINGS } from '../business/account-settings.js';
import type { ExistingBusiness } from '../business/business-state.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import { decideAdjustStock, type AdjustStockCommand } from './adjust-stock.js';
import type { DocumentProduct } from './document-context.js';

const business = (allowZeroStockLevel = false): ExistingBusiness => ({
  exists: true,
  businessId: 'biz-1',
  name: 'Ada Stores',
  currency: 'NGN',
  bankAccounts: {},
  profile: {},
  settings: { ...DEFAULT_ACCOUNT_SETTINGS, allowZeroStockLevel },
});
const products = new Map<string, DocumentProduct>([
  ['rice', { kind: 'product', name: 'Rice 50kg', quantity: '3', value: '100.00' }],
  ['empty', { kind: 'product', name: 'Sugar', quantity: '0', value: '0.00' }],
  ['fitting', { kind: 'service', name: 'Fitting', quantity: '0', value: '0' }],
]);
const command = (overrides: Partial<AdjustStockCommand>): AdjustStockCommand => ({
  transactionId: 'tx-1',
  reference: 'ADJ001',
  date: '2026-11-22',
  product: 'rice',
  quantity: '1',
  ...overrides,
});
const decide = (overrides: Partial<AdjustStockCommand>, allowBelowZero = false) =>
  decideAdjustStock(command(overrides), business(allowBelowZero), products)[0].data;

describe('stock adjustments (LEDGER.md §4, §5)', () => {
  it('adds counted stock at the given unit cost: 1200 against 6920', () => {
    const data = decide({ quantity: '2', unitCost: '40.00', reason: 'Found in the back room' });
    expect(data.lines).toEqual([
      { account: '1200', productId: 'rice', debit: '80.00', credit: '0.00' },
      { account: '6920', debit: '0.00', credit: '80.00' },
    ]);
    expect(data.stock).toEqual([{ productId: 'rice', quantity: '2', value: '80.00' }]);
    expect(data).toMatchObject({ quantity: '2', unitCost: '40.00', reason: 'Found in the back room' });
  });

  it('adds at the current average when no cost is given', () => {
    expect(decide({ quantity: '3' }).stock).toEqual([{ productId: 'rice', quantity: '3', value: '99.99' }]); // 3 × round(100 ÷ 3)
  });

  it('takes missing stock out at the moving average, and the last unit takes what is left', () => {
    expect(decide({ quantity: '-1' }).lines).toEqual([
      { account: '6920', debit: '33.33', credit: '0.00' },
      { account: '1200', productId: 'rice', debit: '0.00', credit: '33.33' },
    ]);
    expect(decide({ quantity: '-3' }).stock).toEqual([{ productId: 'rice', quantity: '-3', value: '-100.00' }]);
  });

  it('refuses taking out more than is in stock, unless the business sells below zero', () => {
    expect(refusal(() => decide({ quantity: '-4' }))).toMatchObject({ field: 'quantity', code: 'STOCK_INSUFFICIENT', message: 'Only 3 of Rice 50kg in stock' });
    expect(decide({ quantity: '-4' }, true).stock).toEqual([{ productId: 'rice', quantity: '-4', value: '-133.33' }]);
  });

  it('refuses what cannot be an adjustment, naming the field', () => {
    expect(refusal(() => decide({ quantity: '0' }))).toMatchObject({ field: 'quantity' });
    expect(refusal(() => decide({ quantity: 'lots' }))).toMatchObject({ field: 'quantity' });
    expect(refusal(() => decide({ product: 'fitting' }))).toMatchObject({ field: 'product', code: 'INVALID_VALUE' });
    expect(refusal(() => decide({ product: 'flour' }))).toMatchObject({ field: 'product', code: 'UNKNOWN_PRODUCT' });
    expect(refusal(() => decide({ product: '0b6c2b8e-4f7e-4a55-9d7e-111111111111' }))).toMatchObject({ field: 'product', code: 'PRODUCT_NOT_FOUND' });
    expect(refusal(() => decide({ product: 'empty', quantity: '2' }))).toMatchObject({ field: 'unitCost', code: 'REQUIRED' });
    expect(refusal(() => decide({ date: '22/11/2026' }))).toMatchObject({ field: 'date' });
  });
});
