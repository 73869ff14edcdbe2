import { describe, expect, it } from '@jest/globals';
import { Decimal } from '../decimal.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import {
  computeAdjustment,
  computeDocumentTotals,
  documentTotalsData,
  parseDocumentItems,
  parseQuantity,
  productIdsOf,
  subtotalOf,
} from './document-totals.js';

const d = (value: string) => new Decimal(value);

describe('document items', () => {
  it('prices each line round(quantity × price), half up at the currency’s scale', () => {
    const items = parseDocumentItems(
      [
        { product: 'rice', quantity: '3', price: '1500.50' },
        { product: 'oil', quantity: '0.3333', price: '10.05' }, // 3.349665 → 3.35
        { product: 'salt', quantity: 2.5, price: 0.01 }, // 0.025 → 0.03 (half up)
      ],
      'NGN',
    );
    expect(items.map((i) => [i.index, i.productId, i.quantity.toString(), i.price.toFixed(2), i.total.toFixed(2)])).toEqual([
      [0, 'rice', '3', '1500.50', '4501.50'],
      [1, 'oil', '0.3333', '10.05', '3.35'],
      [2, 'salt', '2.5', '0.01', '0.03'],
    ]);
    expect(subtotalOf(items).toFixed(2)).toBe('4504.88');
  });

  it('rounds to whole units for a currency without a minor unit', () => {
    const [item] = parseDocumentItems([{ product: 'p', quantity: '1.5', price: '333' }], 'JPY');
    expect(item.total.toFixed(0)).toBe('500'); // 499.5 → 500
  });

  it.each([
    [undefined, 'items', 'REQUIRED'],
    [[], 'items', 'REQUIRED'],
    ['rice', 'items', 'INVALID_VALUE'],
    [[null], 'items[0]', 'INVALID_VALUE'],
    [[{ quantity: '1', price: '1' }], 'items[0].product', 'REQUIRED'],
    [[{ product: 'a', quantity: '0', price: '1' }], 'items[0].quantity', 'AMOUNT_NOT_POSITIVE'],
    [[{ product: 'a', quantity: '-1', price: '1' }], 'items[0].quantity', 'AMOUNT_NOT_POSITIVE'],
    [[{ product: 'a', quantity: '1.00001', price: '1' }], 'items[0].quantity', 'AMOUNT_TOO_MANY_DECIMALS'],
    [[{ product: 'a', quantity: '1', price: '-1' }], 'items[0].price', 'AMOUNT_NEGATIVE'],
    [[{ product: 'a', quantity: '1', price: '1.001' }], 'items[0].price', 'AMOUNT_TOO_MANY_DECIMALS'],
    [[{ product: 'a', quantity: '1', price: 'abc' }], 'items[0].price', 'INVALID_AMOUNT'],
    [
      [
        { product: 'a', quantity: '1', price: '1' },
        { product: 'b', quantity: '1' },
      ],
      'items[1].price',
      'REQUIRED',
    ],
    [[{ product: 'a', quantity: '99999999999', price: '999999999999999' }], 'items[0].quantity', 'AMOUNT_TOO_LARGE'],
  ])('refuses %j naming %s (%s)', (items, field, code) => {
    expect(refusal(() => parseDocumentItems(items, 'NGN'))).toMatchObject({ field, code });
  });

  it('accepts a price of zero and quantities with four decimals', () => {
    const [item] = parseDocumentItems([{ product: 'gift', quantity: '0.0001', price: '0' }], 'NGN');
    expect(item.total.toFixed(2)).toBe('0.00');
    expect(parseQuantity('12.3456', 'q').toString()).toBe('12.3456');
  });

  it('lists the distinct product ids of raw items, skipping malformed ones', () => {
    expect(productIdsOf([{ product: 'a' }, { product: ' a ' }, { product: 'b' }, null, { product: 3 }, 'x'])).toEqual(['a', 'b']);
    expect(productIdsOf('nope')).toEqual([]);
  });
});

describe('discount, delivery and tax', () => {
  const subtotal = d('1000.00');

  it('takes a percent of the subtotal, rounded half up', () => {
    expect(computeAdjustment('discount', '12.5', 'percent', d('10.10'), 'NGN')).toEqual({ type: 'percent', value: d('12.5'), amount: d('1.26') }); // 1.2625
    expect(computeAdjustment('tax', 7.5, 'percent', d('0.10'), 'NGN')!.amount.toFixed(2)).toBe('0.01'); // 0.0075 → 0.01
    expect(computeAdjustment('tax', '7.5', 'percent', d('0.06'), 'NGN')!.amount.toFixed(2)).toBe('0.00'); // 0.0045 → 0.00
  });

  it('reads the flat form and the object form alike', () => {
    const flat = computeDocumentTotals(
      subtotal,
      { discount: '10', discountType: 'percent', delivery: '50', deliveryType: 'fixed', tax: '7.5', taxType: 'percent' },
      'NGN',
    );
    const object = computeDocumentTotals(
      subtotal,
      { discount: { type: 'percent', value: 10 }, delivery: { type: 'fixed', value: '50.00' }, tax: { type: 'percent', value: '7.5' } },
      'NGN',
    );
    expect(object).toEqual(flat);
    expect(documentTotalsData(flat, 'NGN')).toEqual({
      subtotal: '1000.00',
      discount: { type: 'percent', value: '10', amount: '100.00' },
      delivery: { type: 'fixed', value: '50.00', amount: '50.00' },
      tax: { type: 'percent', value: '7.5', amount: '75.00' }, // of S, not of S − D
      total: '1025.00',
    });
  });

  it('defaults discount and delivery to fixed and tax to percent (spec 001 §3)', () => {
    const totals = computeDocumentTotals(subtotal, { discount: '30', delivery: '20', tax: '5' }, 'NGN');
    expect(documentTotalsData(totals, 'NGN')).toMatchObject({
      discount: { type: 'fixed', amount: '30.00' },
      delivery: { type: 'fixed', amount: '20.00' },
      tax: { type: 'percent', amount: '50.00' },
      total: '1040.00',
    });
  });

  it('accepts "percentage" for percent, and takes the POS tax base when asked', () => {
    const pos = computeDocumentTotals(subtotal, { discount: '10', discountType: 'percentage', tax: '10' }, 'NGN', { taxBase: 'afterDiscount' });
    expect(pos.tax!.amount.toFixed(2)).toBe('90.00');
    expect(pos.total.toFixed(2)).toBe('990.00');
  });

  it('leaves out blank and zero adjustments', () => {
    const totals = computeDocumentTotals(subtotal, { discount: '', delivery: null, tax: 0, taxType: 'percent' }, 'NGN');
    expect(documentTotalsData(totals, 'NGN')).toEqual({ subtotal: '1000.00', total: '1000.00' });
  });

  it('allows a discount down to a total of zero, refuses one below (naming discount)', () => {
    expect(computeDocumentTotals(subtotal, { discount: '100', discountType: 'percent' }, 'NGN').total.toFixed(2)).toBe('0.00');
    expect(refusal(() => computeDocumentTotals(subtotal, { discount: '1000.01' }, 'NGN'))).toMatchObject({
      field: 'discount',
      code: 'AMOUNT_NEGATIVE',
      message: 'discount of 1000.01 is more than the subtotal (1000.00)',
    });
    // Delivery and tax count towards what a discount may take off.
    expect(computeDocumentTotals(subtotal, { discount: '1050', delivery: '50' }, 'NGN').total.toFixed(2)).toBe('0.00');
  });

  it.each([
    [{ discountType: 'half', discount: '1' }, 'discountType', 'INVALID_CHOICE'],
    [{ discount: { type: 'bogus', value: '1' } }, 'discount.type', 'INVALID_CHOICE'],
    [{ discount: { type: 'fixed', value: '1', extra: 1 } }, 'discount.extra', 'INVALID_VALUE'],
    [{ discount: { type: 'fixed', value: '1' }, discountType: 'percent' }, 'discountType', 'INVALID_VALUE'],
    [{ discount: { type: 'fixed', value: '-1' } }, 'discount.value', 'AMOUNT_NEGATIVE'],
    [{ delivery: '1.001' }, 'delivery', 'AMOUNT_TOO_MANY_DECIMALS'],
    [{ tax: '100.5' }, 'tax', 'INVALID_VALUE'],
    [{ tax: '7.12345' }, 'tax', 'AMOUNT_TOO_MANY_DECIMALS'],
    [{ tax: 'x' }, 'tax', 'INVALID_AMOUNT'],
  ])('refuses %j naming %s', (input, field, code) => {
    expect(refusal(() => computeDocumentTotals(subtotal, input, 'NGN'))).toMatchObject({ field, code });
  });
});
