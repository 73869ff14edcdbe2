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

describe('voiding goods that came in, after some were sold', () => {
  it('takes them out at the moving average, the difference to inventory adjustments, leaving no value on no quantity', () => {
    // Bought 1 rice at 10.00 and 1 at 20.00, sold 1 (cost 15.00): 1 left worth 15.00. Void the second purchase.
    const voided = decideVoidTransaction({
      original: {
        transactionId: 'p2',
        reference: 'PUR002',
        eventType: 'PurchaseRecorded',
        date: '2026-11-02',
        currency: 'NGN',
        lines: [
          { account: '1200', productId: 'rice', debit: '20.00', credit: '0.00' },
          { account: '1000', debit: '0.00', credit: '20.00' },
        ],
        stock: [{ productId: 'rice', quantity: '1', value: '20.00' }],
        status: 'posted',
        hasPayments: false,
      },
      stockOnHand: new Map([['rice', { quantity: '1', value: '15.00', name: 'Rice' }]]),
    });
    expect(voided.data.stock).toEqual([{ productId: 'rice', quantity: '-1', value: '-15.00' }]);
    const net1200 = voided.data.lines.filter((line) => line.account === '1200').reduce((sum, line) => sum.plus(line.debit).minus(line.credit), new Decimal(0));
    expect(net1200.toFixed(2)).toBe('-15.00');
    expect(voided.data.lines).toContainEqual({ account: '6920', debit: '0.00', credit: '5.00' });
  });
});
