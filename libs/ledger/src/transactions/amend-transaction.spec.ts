import { describe, expect, it } from '@jest/globals';
import { Decimal } from '../decimal.js';
import { assertBalanced, type JournalLine } from '../journal.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import { decideAmendTransaction } from './amend-transaction.js';
import type { PostedEntry, StockMovement } from './document-events.js';
import { decideVoidTransaction, type StockOnHand, type VoidableTransaction } from './void-transaction.js';

/** A cash purchase's lines and stock: each product into 1200 at its line total, paid from cash. */
const bought = (items: readonly { productId: string; quantity: string; total: string }[]) => {
  const paid = items.reduce((sum, item) => sum.plus(item.total), new Decimal(0)).toFixed(2);
  const lines: JournalLine[] = [
    ...items.map((item) => ({ account: '1200', productId: item.productId, debit: item.total, credit: '0.00' })),
    { account: '1000', debit: '0.00', credit: paid },
  ];
  const stock: StockMovement[] = items.map((item) => ({ productId: item.productId, quantity: item.quantity, value: item.total }));
  return { lines, stock };
};

/** PUR001: 10 rice at 100.00, bought on 2026-03-10. */
const purchase = (): VoidableTransaction => ({
  transactionId: 'pur-1',
  reference: 'PUR001',
  eventType: 'PurchaseRecorded',
  date: '2026-03-10',
  currency: 'NGN',
  ...bought([{ productId: 'rice', quantity: '10', total: '1000.00' }]),
  status: 'posted',
  hasPayments: false,
});

/** PUR001 as corrected, dated 2026-03-11. */
const correctedPurchase = (items: readonly { productId: string; quantity: string; total: string }[]): { type: string; data: PostedEntry } => ({
  type: 'PurchaseRecorded',
  data: { transactionId: 'pur-1', reference: 'PUR001', date: '2026-03-11', currency: 'NGN', ...bought(items) },
});

const onHand = (levels: Record<string, [quantity: string, value: string]>): StockOnHand =>
  new Map(Object.entries(levels).map(([productId, [quantity, value]]) => [productId, { quantity, value, name: productId }]));

/** Net debit − credit of the lines on `account` (of `productId` when given). */
const net = (lines: readonly JournalLine[], account: string, productId?: string) =>
  lines
    .filter((line) => line.account === account && (productId === undefined || line.productId === productId))
    .reduce((sum, line) => sum.plus(line.debit).minus(line.credit), new Decimal(0))
    .toFixed(2);

/** The product's level after the amendment's net movement. */
const after = (stockOnHand: StockOnHand, stock: readonly StockMovement[] | undefined, productId: string) => {
  const level = stockOnHand.get(productId)!;
  const moved = (stock ?? []).filter((movement) => movement.productId === productId);
  return {
    quantity: moved.reduce((sum, movement) => sum.plus(movement.quantity), new Decimal(level.quantity)).toFixed(),
    value: moved.reduce((sum, movement) => sum.plus(movement.value), new Decimal(level.value!)).toFixed(2),
  };
};

describe('amending a purchase to fix a typo, nothing sold since', () => {
  it('takes the original goods back out at what they came in at: no 6920, the other goods keep their cost', () => {
    // Bought 10 at 100.00 (PUR000) and 10 at 200.00 (PUR001): 20 worth 3000.00, average 150. PUR001's price was a typo: 120.00.
    const original = { ...purchase(), ...bought([{ productId: 'rice', quantity: '10', total: '2000.00' }]) };
    const stockOnHand = onHand({ rice: ['20', '3000.00'] });
    const corrected = correctedPurchase([{ productId: 'rice', quantity: '10', total: '1200.00' }]);
    const event = decideAmendTransaction(original, corrected, { stockOnHand });
    expect(event.data.lines.some((line) => line.account === '6920')).toBe(false);
    expect(event.data.lines).toEqual([...decideVoidTransaction({ original }).data.lines, ...corrected.data.lines]);
    expect(event.data.stock).toEqual([{ productId: 'rice', quantity: '0', value: '-800.00' }]);
    // 10 at 100.00 and 10 at 120.00.
    expect(after(stockOnHand, event.data.stock, 'rice')).toEqual({ quantity: '20', value: '2200.00' });
    // Its void at the same moment leaves the first 10 worth what they cost.
    const voided = decideVoidTransaction({ original, stockOnHand });
    expect(voided.data.lines.some((line) => line.account === '6920')).toBe(false);
    expect(after(stockOnHand, voided.data.stock, 'rice')).toEqual({ quantity: '10', value: '1000.00' });
  });

  it('moves the goods to the product they really were, each keeping its cost', () => {
    // 10 rice at 100.00 and 10 at 200.00; the second purchase was really of oil.
    const original = { ...purchase(), ...bought([{ productId: 'rice', quantity: '10', total: '2000.00' }]) };
    const stockOnHand = onHand({ rice: ['20', '3000.00'], oil: ['0', '0.00'] });
    const event = decideAmendTransaction(original, correctedPurchase([{ productId: 'oil', quantity: '10', total: '2000.00' }]), { stockOnHand });
    expect(event.data.lines.some((line) => line.account === '6920')).toBe(false);
    expect(after(stockOnHand, event.data.stock, 'rice')).toEqual({ quantity: '10', value: '1000.00' });
    expect(after(stockOnHand, event.data.stock, 'oil')).toEqual({ quantity: '10', value: '2000.00' });
  });
});

describe('amending a purchase whose goods have moved since', () => {
  it('takes the original goods back out at the moving average now when their own value would leave value on no stock, as a void does, the difference to 6920', () => {
    // Bought 10 at 100.00, sold 5 (cost 500.00), bought 5 at 200.00: 10 in stock worth 1500.00 (average 150).
    const stockOnHand = onHand({ rice: ['10', '1500.00'] });
    const corrected = correctedPurchase([{ productId: 'rice', quantity: '10', total: '1100.00' }]);
    const event = decideAmendTransaction(purchase(), corrected, { stockOnHand });

    const reversal = event.data.lines.slice(0, event.data.lines.length - corrected.data.lines.length);
    expect(reversal).toEqual([
      { account: '1200', productId: 'rice', debit: '0.00', credit: '1000.00' },
      { account: '1000', debit: '1000.00', credit: '0.00' },
      { account: '1200', productId: 'rice', debit: '0.00', credit: '500.00' },
      { account: '6920', debit: '500.00', credit: '0.00' },
    ]);
    // The reversal is exactly the void's at the same moment (takeBackGoods); the corrected lines come last.
    expect(reversal).toEqual(decideVoidTransaction({ original: purchase(), stockOnHand }).data.lines);
    expect(event.data.lines.slice(reversal.length)).toEqual(corrected.data.lines);
    expect(event.data.stock).toEqual([{ productId: 'rice', quantity: '0', value: '-400.00' }]);
    expect(after(stockOnHand, event.data.stock, 'rice')).toEqual({ quantity: '10', value: '1100.00' });
    expect(() => assertBalanced(reversal, 'NGN')).not.toThrow();
    expect(() => assertBalanced(event.data.lines, 'NGN')).not.toThrow();
    // Inventory moves by the stock's value change, whatever lines it takes.
    expect(net(event.data.lines, '1200', 'rice')).toBe('-400.00');
  });

  it('leaves a product the amendment takes out of stock entirely worth nothing', () => {
    // Same stock; the purchase was really of oil, not rice.
    const stockOnHand = onHand({ rice: ['10', '1500.00'], oil: ['0', '0.00'] });
    const event = decideAmendTransaction(purchase(), correctedPurchase([{ productId: 'oil', quantity: '10', total: '1000.00' }]), { stockOnHand });
    expect(event.data.stock).toEqual([
      { productId: 'rice', quantity: '-10', value: '-1500.00' },
      { productId: 'oil', quantity: '10', value: '1000.00' },
    ]);
    expect(after(stockOnHand, event.data.stock, 'rice')).toEqual({ quantity: '0', value: '0.00' });
    expect(net(event.data.lines, '6920')).toBe('500.00');
    expect(() => assertBalanced(event.data.lines, 'NGN')).not.toThrow();
  });

  it('puts the corrected goods in first when fewer are on hand than the original brought (sold since), so a sold-out product stays worth nothing', () => {
    // Bought 10 at 100.00, sold all 10. Re-pricing the purchase at 110.00 must not leave 100.00 on no rice.
    const stockOnHand = onHand({ rice: ['0', '0.00'] });
    const event = decideAmendTransaction(purchase(), correctedPurchase([{ productId: 'rice', quantity: '10', total: '1100.00' }]), { stockOnHand });
    expect(event.data).not.toHaveProperty('stock');
    expect(after(stockOnHand, event.data.stock, 'rice')).toEqual({ quantity: '0', value: '0.00' });
    expect(net(event.data.lines, '6920')).toBe('100.00');
    expect(net(event.data.lines, '1200', 'rice')).toBe('0.00');
    expect(() => assertBalanced(event.data.lines, 'NGN')).not.toThrow();
  });

  it('takes the original out at what it came in at from what is there with the corrected goods in, when that stays sound', () => {
    // 10 at 100.00, sold 8: 2 left worth 200.00. Corrected to 10 at 110.00: 12 worth 1300.00, the original 10 leave at their
    // 1000.00 and 2 stay worth 300.00: the 80.00 the 8 sold should have cost more waits in stock for the cost of sales, not 6920.
    const stockOnHand = onHand({ rice: ['2', '200.00'] });
    const event = decideAmendTransaction(purchase(), correctedPurchase([{ productId: 'rice', quantity: '10', total: '1100.00' }]), { stockOnHand });
    expect(event.data.stock).toEqual([{ productId: 'rice', quantity: '0', value: '100.00' }]);
    expect(after(stockOnHand, event.data.stock, 'rice')).toEqual({ quantity: '2', value: '300.00' });
    expect(event.data.lines.some((line) => line.account === '6920')).toBe(false);
    expect(() => assertBalanced(event.data.lines, 'NGN')).not.toThrow();
  });

  it('takes the original out at the average of what is there with the corrected goods in, when its own value would leave less than nothing', () => {
    // 10 at 100.00, sold 8: 2 left worth 200.00. Corrected to 10 at 50.00: 12 worth 700.00; taking 1000.00 would leave −300.00,
    // so the 10 leave at 583.33 and 2 stay worth 116.67; 416.67 to 6920.
    const stockOnHand = onHand({ rice: ['2', '200.00'] });
    const event = decideAmendTransaction(purchase(), correctedPurchase([{ productId: 'rice', quantity: '10', total: '500.00' }]), { stockOnHand });
    expect(after(stockOnHand, event.data.stock, 'rice')).toEqual({ quantity: '2', value: '116.67' });
    expect(net(event.data.lines, '6920')).toBe('-416.67');
    expect(() => assertBalanced(event.data.lines, 'NGN')).not.toThrow();
  });

  it('reverses exactly when nothing moved since, and when the stock value is not given', () => {
    const corrected = correctedPurchase([{ productId: 'rice', quantity: '12', total: '1200.00' }]);
    for (const stockOnHand of [onHand({ rice: ['10', '1000.00'] }), new Map([['rice', { quantity: '10' }]]), undefined]) {
      const event = decideAmendTransaction(purchase(), corrected, { ...(stockOnHand ? { stockOnHand } : {}) });
      expect(event.data.lines.slice(0, 2)).toEqual(decideVoidTransaction({ original: purchase() }).data.lines);
      expect(event.data.lines).toHaveLength(2 + corrected.data.lines.length);
      expect(event.data.stock).toEqual([{ productId: 'rice', quantity: '2', value: '200.00' }]);
    }
  });

  it('still refuses a net movement that takes a product below zero', () => {
    const error = refusal(() =>
      decideAmendTransaction(purchase(), correctedPurchase([{ productId: 'rice', quantity: '4', total: '400.00' }]), {
        stockOnHand: onHand({ rice: ['5', '500.00'] }),
      }),
    );
    expect(error.code).toBe('STOCK_INSUFFICIENT');
  });

  it('returns a sale’s goods at the cost they left at, whatever the average now', () => {
    const sale: VoidableTransaction = {
      transactionId: 'sal-1',
      reference: 'SAL001',
      eventType: 'SaleRecorded',
      date: '2026-03-10',
      currency: 'NGN',
      lines: [
        { account: '1000', debit: '300.00', credit: '0.00' },
        { account: '4000', productId: 'rice', debit: '0.00', credit: '300.00' },
        { account: '5000', productId: 'rice', debit: '120.00', credit: '0.00' },
        { account: '1200', productId: 'rice', debit: '0.00', credit: '120.00' },
      ],
      stock: [{ productId: 'rice', quantity: '-2', value: '-120.00' }],
      status: 'posted',
      hasPayments: false,
    };
    const corrected = {
      type: 'SaleRecorded',
      data: {
        ...sale,
        lines: [
          { account: '1000', debit: '150.00', credit: '0.00' },
          { account: '4000', productId: 'rice', debit: '0.00', credit: '150.00' },
          { account: '5000', productId: 'rice', debit: '80.00', credit: '0.00' },
          { account: '1200', productId: 'rice', debit: '0.00', credit: '80.00' },
        ],
        stock: [{ productId: 'rice', quantity: '-1', value: '-80.00' }],
      },
    };
    const event = decideAmendTransaction(sale, corrected, { stockOnHand: onHand({ rice: ['3', '240.00'] }) });
    expect(event.data.lines.slice(0, 4)).toEqual(decideVoidTransaction({ original: sale }).data.lines);
    expect(event.data.lines).toHaveLength(8);
    expect(event.data.stock).toEqual([{ productId: 'rice', quantity: '1', value: '40.00' }]);
  });
});
