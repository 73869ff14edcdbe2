import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Decimal } from '../decimal.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import { isSoundLevel, putIn, StockBook, stockLevel, takeOut, takeOutCost } from './moving-average.js';

const d = (value: string) => new Decimal(value);
const options = { allowBelowZero: false, productName: 'Rice 50kg', field: 'items[0].quantity' };

describe('moving-average cost', () => {
  it('takes round(V × q / Q), and the whole value with the last unit', () => {
    const level = stockLevel({ quantity: '3', value: '100.00' });
    expect(takeOutCost(level, d('1'), 'NGN').toFixed(2)).toBe('33.33');
    const first = takeOut(level, d('1'), 'NGN', options);
    const second = takeOut(first.after, d('1'), 'NGN', options);
    const last = takeOut(second.after, d('1'), 'NGN', options);
    expect([first.cost, second.cost, last.cost].map((c) => c.toFixed(2))).toEqual(['33.33', '33.34', '33.33']);
    expect(last.after.quantity.isZero() && last.after.value.isZero()).toBe(true);
  });

  it('calls a level sound when some are left worth zero or more, or none worth nothing', () => {
    const sound = (quantity: string, value: string) => isSoundLevel(stockLevel({ quantity, value }));
    expect([sound('10', '1000.00'), sound('10', '0.00'), sound('0.0001', '0.01'), sound('0', '0.00')]).toEqual([true, true, true, true]);
    // Value on no quantity, less than nothing, or a quantity below zero (a negative unit cost either way).
    expect([sound('0', '0.01'), sound('0', '-5.00'), sound('5', '-0.01'), sound('-1', '-100.00'), sound('-1', '0.00')]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('puts in at the value given', () => {
    expect(putIn(stockLevel({ quantity: '2', value: '10.00' }), d('3'), d('16.50'))).toEqual({ quantity: d('5'), value: d('26.50') });
  });

  it('refuses taking more than is in stock, naming the product and what is on hand', () => {
    const error = refusal(() => takeOut(stockLevel({ quantity: '3', value: '30.00' }), d('4'), 'NGN', options));
    expect(error).toMatchObject({ field: 'items[0].quantity', code: 'STOCK_INSUFFICIENT', message: 'Only 3 of Rice 50kg in stock' });
    expect(refusal(() => takeOut(stockLevel(), d('1'), 'NGN', options)).message).toBe('Only 0 of Rice 50kg in stock');
    expect(refusal(() => takeOut(stockLevel({ quantity: '2.5', value: '5' }), d('2.5001'), 'NGN', options)).message).toBe('Only 2.5 of Rice 50kg in stock');
  });

  it('sells below zero when the business allows it, at the last known average (0 with none known)', () => {
    const allowed = { ...options, allowBelowZero: true };
    const over = takeOut(stockLevel({ quantity: '2', value: '10.00' }), d('3'), 'NGN', allowed);
    expect(over.cost.toFixed(2)).toBe('15.00');
    expect(over.after).toEqual({ quantity: d('-1'), value: d('-5.00') });
    const none = takeOut(over.after, d('1'), 'NGN', allowed);
    expect(none.cost.toFixed(2)).toBe('0.00');
    expect(none.after.quantity.toString()).toBe('-2');
  });

  it('keeps value zero whenever quantity is zero, whatever the sequence (no drift)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('in' as const), quantity: fc.integer({ min: 1, max: 50_000 }), cents: fc.integer({ min: 0, max: 10_000_000 }) }),
            fc.record({ kind: fc.constant('out' as const), fraction: fc.double({ min: 0, max: 1, noNaN: true }) }),
          ),
          { maxLength: 60 },
        ),
        (steps) => {
          let level = stockLevel();
          let posted = new Decimal(0);
          for (const step of steps) {
            if (step.kind === 'in') {
              const q = new Decimal(step.quantity).dividedBy(100);
              const v = new Decimal(step.cents).dividedBy(100);
              level = putIn(level, q, v);
              posted = posted.plus(v);
            } else if (level.quantity.gt(0)) {
              const q = Decimal.max(level.quantity.times(step.fraction).toDecimalPlaces(4, Decimal.ROUND_DOWN), '0.0001');
              const { cost, after } = takeOut(level, Decimal.min(q, level.quantity), 'NGN', options);
              expect(cost.decimalPlaces()).toBeLessThanOrEqual(2);
              posted = posted.minus(cost);
              level = after;
            }
            expect(level.value.eq(posted)).toBe(true);
            if (level.quantity.isZero()) expect(level.value.isZero()).toBe(true);
            expect(level.value.isNegative()).toBe(false);
          }
        },
      ),
    );
  });
});

describe('the stock book of one document', () => {
  it('takes several lines of one product in order, and reports one net movement per product', () => {
    const book = new StockBook('NGN', new Map([['rice', { quantity: '3', value: '100.00' }]]));
    expect(book.take('rice', d('1'), options).toFixed(2)).toBe('33.33');
    expect(book.take('rice', d('2'), options).toFixed(2)).toBe('66.67'); // the last two: what is left
    expect(book.level('rice')).toEqual({ quantity: d('0'), value: d('0') });
    book.put('oil', d('1.5'), d('9.99'));
    expect(book.movements()).toEqual([
      { productId: 'rice', quantity: '-3', value: '-100.00' },
      { productId: 'oil', quantity: '1.5', value: '9.99' },
    ]);
  });

  it('reports what was on hand before the document when a later line runs out', () => {
    const book = new StockBook('NGN', new Map([['rice', { quantity: '3', value: '30.00' }]]));
    book.take('rice', d('2'), options);
    expect(refusal(() => book.take('rice', d('2'), { ...options, field: 'items[1].quantity' }))).toMatchObject({
      field: 'items[1].quantity',
      message: 'Only 3 of Rice 50kg in stock',
    });
  });
});
