import { describe, expect, it } from '@jest/globals';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import { Decimal } from '../decimal.js';
import { UnbalancedEntryError } from '../errors.js';
import { assertBalanced, type JournalLine } from '../journal.js';
import { decideAmendTransaction } from './amend-transaction.js';
import type { PostedEntry } from './document-events.js';
import { decideVoidTransaction, netStock, stockWithoutOriginal, type VoidableTransaction } from './void-transaction.js';

const line = (account: string, debit: string, credit: string, dimensions: Partial<JournalLine> = {}): JournalLine => ({
  account,
  ...dimensions,
  debit,
  credit,
});

/** A cash sale of 2 units of p-1 for 300.00 that cost 120.00. */
const sale = (overrides: Partial<VoidableTransaction> = {}): VoidableTransaction => ({
  transactionId: 'tx-1',
  reference: 'SAL001',
  eventType: 'SaleRecorded',
  date: '2026-03-10',
  currency: 'NGN',
  lines: [
    line('1000', '300.00', '0.00'),
    line('4000', '0.00', '300.00', { productId: 'p-1' }),
    line('5000', '120.00', '0.00', { productId: 'p-1' }),
    line('1200', '0.00', '120.00', { productId: 'p-1' }),
  ],
  stock: [{ productId: 'p-1', quantity: '-2', value: '-120.00' }],
  status: 'posted',
  hasPayments: false,
  entityId: 'c-1',
  ...overrides,
});

describe('void a transaction', () => {
  it('reverses every line (same dimensions), negates the stock, dated as the original', () => {
    const event = decideVoidTransaction({ original: sale(), reason: ' Entered twice ' });
    expect(event).toEqual({
      type: 'TransactionVoided',
      data: {
        transactionId: 'tx-1',
        reference: 'SAL001',
        date: '2026-03-10',
        currency: 'NGN',
        lines: [
          line('1000', '0.00', '300.00'),
          line('4000', '300.00', '0.00', { productId: 'p-1' }),
          line('5000', '0.00', '120.00', { productId: 'p-1' }),
          line('1200', '120.00', '0.00', { productId: 'p-1' }),
        ],
        stock: [{ productId: 'p-1', quantity: '2', value: '120.00' }],
        entityId: 'c-1',
        voidedType: 'SaleRecorded',
        reason: 'Entered twice',
      },
    });
    expect(() => assertBalanced(event.data.lines, 'NGN')).not.toThrow();
  });

  it('leaves out stock when the original moved none', () => {
    const moneyIn = sale({ eventType: 'MoneyInRecorded', stock: undefined, lines: [line('1000', '50.00', '0.00'), line('3000', '0.00', '50.00')] });
    expect(decideVoidTransaction({ original: moneyIn }).data).not.toHaveProperty('stock');
  });

  it('refuses to void a voided transaction (409 TRANSACTION_ALREADY_VOIDED)', () => {
    const error = refusal(() => decideVoidTransaction({ original: sale({ status: 'voided' }) }));
    expect(error).toMatchObject({ code: 'TRANSACTION_ALREADY_VOIDED', message: 'This transaction has already been voided' });
  });

  it('refuses to void a credit document whose payments stand: void the payments first', () => {
    const error = refusal(() => decideVoidTransaction({ original: sale({ hasPayments: true }) }));
    expect(error.code).toBe('TRANSACTION_HAS_PAYMENTS');
    expect(error.message).toMatch(/void the payments first/);
  });

  it('refuses to take out of stock more than there is (a purchase whose goods were sold), unless selling below zero is allowed', () => {
    const purchase = sale({
      eventType: 'PurchaseRecorded',
      lines: [line('1200', '100.00', '0.00', { productId: 'p-1' }), line('1000', '0.00', '100.00')],
      stock: [{ productId: 'p-1', quantity: '10', value: '100.00' }],
    });
    const stockOnHand = new Map([['p-1', { quantity: '4', name: 'Rice' }]]);
    const error = refusal(() => decideVoidTransaction({ original: purchase, stockOnHand }));
    expect(error).toMatchObject({ code: 'STOCK_INSUFFICIENT', message: 'This would take 10 of Rice out of stock, but only 4 is in stock' });
    expect(decideVoidTransaction({ original: purchase, stockOnHand, allowNegativeStock: true }).data.stock).toEqual([
      { productId: 'p-1', quantity: '-10', value: '-100.00' },
    ]);
    expect(decideVoidTransaction({ original: purchase, stockOnHand: new Map([['p-1', { quantity: '10' }]]) }).type).toBe('TransactionVoided');
  });

  it('treats what was posted unbalanced as a bug, never a user error', () => {
    expect(() => decideVoidTransaction({ original: sale({ lines: [line('1000', '1.00', '0.00'), line('3000', '0.00', '2.00')] }) })).toThrow(
      UnbalancedEntryError,
    );
  });
});

describe('amend a transaction', () => {
  const corrected = (overrides: Partial<PostedEntry> = {}): { type: string; data: PostedEntry } => ({
    type: 'SaleRecorded',
    data: {
      transactionId: 'tx-1',
      reference: 'SAL001',
      date: '2026-03-12',
      currency: 'NGN',
      lines: [
        line('1000', '450.00', '0.00'),
        line('4000', '0.00', '450.00', { productId: 'p-1' }),
        line('5000', '180.00', '0.00', { productId: 'p-1' }),
        line('1200', '0.00', '180.00', { productId: 'p-1' }),
      ],
      stock: [{ productId: 'p-1', quantity: '-3', value: '-180.00' }],
      ...overrides,
    },
  });

  it('posts the reversal then the corrected lines, the net stock, and the corrected document, dated as the original', () => {
    const event = decideAmendTransaction(sale(), corrected());
    expect(event.type).toBe('TransactionAmended');
    expect(event.data.date).toBe('2026-03-10');
    expect(event.data.lines).toHaveLength(8);
    expect(event.data.lines.slice(0, 4)).toEqual(decideVoidTransaction({ original: sale() }).data.lines);
    expect(event.data.lines.slice(4)).toEqual(corrected().data.lines);
    expect(event.data.stock).toEqual([{ productId: 'p-1', quantity: '-1', value: '-60.00' }]);
    expect(event.data.document).toEqual(corrected().data);
    expect(event.data.amendedType).toBe('SaleRecorded');
    expect(() => assertBalanced(event.data.lines, 'NGN')).not.toThrow();
  });

  it('drops stock that nets to nothing', () => {
    const same = corrected({ stock: [{ productId: 'p-1', quantity: '-2', value: '-120.00' }] });
    expect(decideAmendTransaction(sale(), same).data).not.toHaveProperty('stock');
  });

  it('refuses a voided original, one with payments, another type, or another id', () => {
    expect(refusal(() => decideAmendTransaction(sale({ status: 'voided' }), corrected())).code).toBe('TRANSACTION_ALREADY_VOIDED');
    expect(refusal(() => decideAmendTransaction(sale({ hasPayments: true }), corrected())).code).toBe('TRANSACTION_HAS_PAYMENTS');
    expect(refusal(() => decideAmendTransaction(sale(), { ...corrected(), type: 'PurchaseRecorded' })).field).toBe('type');
    expect(refusal(() => decideAmendTransaction(sale(), corrected({ reference: 'OTHER1' }))).field).toBe('reference');
  });

  it('refuses a net movement that would take a product below zero', () => {
    const error = refusal(() => decideAmendTransaction(sale(), corrected(), { stockOnHand: new Map([['p-1', { quantity: '0' }]]) }));
    expect(error.code).toBe('STOCK_INSUFFICIENT');
  });
});

describe('stock helpers', () => {
  it('nets movements per product', () => {
    expect(
      netStock(
        [
          { productId: 'a', quantity: '2', value: '10.00' },
          { productId: 'b', quantity: '1', value: '5.00' },
          { productId: 'a', quantity: '-2', value: '-10.00' },
          { productId: 'b', quantity: '0.5', value: '2.50' },
        ],
        'NGN',
      ),
    ).toEqual([{ productId: 'b', quantity: '1.5', value: '7.50' }]);
  });

  it('shows a decider the stock as if the original were reversed', () => {
    const current = new Map([['p-1', { quantity: '0', value: '0.00', name: 'Rice' }]]);
    expect(stockWithoutOriginal(current, sale().stock).get('p-1')).toEqual({ quantity: '2', value: '120', name: 'Rice' });
  });
});

/** A cash purchase of rice, PUR002 on 2026-11-02: `quantity` for `total`. */
const ricePurchase = (quantity: string, total: string): VoidableTransaction => ({
  transactionId: 'p2',
  reference: 'PUR002',
  eventType: 'PurchaseRecorded',
  date: '2026-11-02',
  currency: 'NGN',
  lines: [line('1200', total, '0.00', { productId: 'rice' }), line('1000', '0.00', total)],
  stock: [{ productId: 'rice', quantity, value: total }],
  status: 'posted',
  hasPayments: false,
});
const rice = (quantity: string, value: string) => new Map([['rice', { quantity, value, name: 'Rice' }]]);
const net1200 = (lines: readonly JournalLine[]) =>
  lines
    .filter((entry) => entry.account === '1200')
    .reduce((sum, entry) => sum.plus(entry.debit).minus(entry.credit), new Decimal(0))
    .toFixed(2);

describe('voiding goods that came in', () => {
  it('takes them out at what they came in at when nothing was sold since: no revaluation, no 6920', () => {
    // Bought 10 at 100.00 and 10 at 200.00 (20 worth 3000.00, average 150), nothing sold. The second was a typo.
    const voided = decideVoidTransaction({ original: ricePurchase('10', '2000.00'), stockOnHand: rice('20', '3000.00') });
    expect(voided.data.stock).toEqual([{ productId: 'rice', quantity: '-10', value: '-2000.00' }]);
    expect(voided.data.lines).toEqual(decideVoidTransaction({ original: ricePurchase('10', '2000.00') }).data.lines);
    expect(voided.data.lines.some((entry) => entry.account === '6920')).toBe(false);
    // The 10 left are worth what they cost: 3000.00 − 2000.00.
    expect(new Decimal(3000).plus(voided.data.stock![0]!.value).toFixed(2)).toBe('1000.00');
  });

  it('takes them out at what they came in at while what is left stays sound, though some were sold', () => {
    // 10 at 100.00, 10 at 200.00, sold 5 (cost 750.00): 15 worth 2250.00. Voiding the first leaves 5 worth 1250.00.
    const voided = decideVoidTransaction({ original: ricePurchase('10', '1000.00'), stockOnHand: rice('15', '2250.00') });
    expect(voided.data.stock).toEqual([{ productId: 'rice', quantity: '-10', value: '-1000.00' }]);
    expect(voided.data.lines.some((entry) => entry.account === '6920')).toBe(false);
  });

  it('takes them out at the moving average when their value would leave value on no quantity, the difference to 6920', () => {
    // Bought 1 rice at 10.00 and 1 at 20.00, sold 1 (cost 15.00): 1 left worth 15.00. Void the second.
    const voided = decideVoidTransaction({ original: ricePurchase('1', '20.00'), stockOnHand: rice('1', '15.00') });
    expect(voided.data.stock).toEqual([{ productId: 'rice', quantity: '-1', value: '-15.00' }]);
    expect(net1200(voided.data.lines)).toBe('-15.00');
    expect(voided.data.lines).toContainEqual({ account: '6920', debit: '0.00', credit: '5.00' });
    expect(() => assertBalanced(voided.data.lines, 'NGN')).not.toThrow();
  });

  it('takes them out at the moving average when their value would leave what is left worth less than nothing', () => {
    // 4 at 100.00, 4 at 200.00, sold 3 (cost 450.00): 5 worth 750.00. Voiding the second at its 800.00 would leave 1
    // worth −50.00, so its 4 leave at the average, 600.00.
    const voided = decideVoidTransaction({ original: ricePurchase('4', '800.00'), stockOnHand: rice('5', '750.00') });
    expect(voided.data.stock).toEqual([{ productId: 'rice', quantity: '-4', value: '-600.00' }]);
    expect(net1200(voided.data.lines)).toBe('-600.00');
    expect(voided.data.lines).toContainEqual({ account: '6920', debit: '0.00', credit: '200.00' });
    // 1 left worth 150.00: sound.
  });

  it('keeps goods that came free at nothing: some left worth zero is sound', () => {
    // 10 given free (0.00), 10 bought at 100.00, nothing sold: voiding the purchase leaves 10 worth 0.00, as before it.
    const voided = decideVoidTransaction({ original: ricePurchase('10', '1000.00'), stockOnHand: rice('20', '1000.00') });
    expect(voided.data.stock).toEqual([{ productId: 'rice', quantity: '-10', value: '-1000.00' }]);
    expect(voided.data.lines.some((entry) => entry.account === '6920')).toBe(false);
  });

  it('takes all that is left when it takes all there is, whatever it came in at', () => {
    // 2 at 10.00 and 2 at 20.00, sold 2 (cost 30.00): 2 left worth 30.00. Voiding the second: 0 left worth 0.00.
    const voided = decideVoidTransaction({ original: ricePurchase('2', '40.00'), stockOnHand: rice('2', '30.00') });
    expect(voided.data.stock).toEqual([{ productId: 'rice', quantity: '-2', value: '-30.00' }]);
    expect(voided.data.lines).toContainEqual({ account: '6920', debit: '0.00', credit: '10.00' });
  });

  it('takes them out at the average, below zero as before, when the business sells below zero and fewer are on hand', () => {
    const voided = decideVoidTransaction({ original: ricePurchase('10', '1000.00'), stockOnHand: rice('4', '600.00'), allowNegativeStock: true });
    // −6 worth −400.00 at what they came in at is not sound: 10 of 4 worth 600.00 at the average is 1500.00.
    expect(voided.data.stock).toEqual([{ productId: 'rice', quantity: '-10', value: '-1500.00' }]);
    expect(voided.data.lines).toContainEqual({ account: '6920', debit: '500.00', credit: '0.00' });
  });
});
