import type { EventStore, RecordedEvent } from '@ledgerline/event-store';
import { revisionKnownAt } from './known-at-events.js';
import { replayDocuments } from './known-documents.js';

let revision = 0n;
const event = (position: number, type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `e${position}`,
  stream: 'business-b',
  revision: revision++,
  position: BigInt(position),
  type,
  version: 1,
  data,
  metadata: { userId: 'u1' },
  recordedAt: new Date(Date.UTC(2026, 10, 1, 0, 0, position)),
});

const cash = { kind: 'cash' } as const;
const sale = (id: string, total: string, balance: string) => ({
  transactionId: id,
  reference: `INV-${id}`,
  date: '2026-11-01',
  currency: 'NGN',
  lines: [],
  total,
  items: [{ productId: 'p1', name: 'Rice', kind: 'product', quantity: '1', price: total, total }],
  payment: { account: cash, credit: true, paid: '0.00', balance, dueDate: '2026-11-10' },
  entityId: 'c1',
});
const payment = (id: string, documentId: string, amount: string) => ({
  transactionId: id,
  reference: `PAY-${id}`,
  date: '2026-11-02',
  currency: 'NGN',
  lines: [],
  documentId,
  documentType: 'sale',
  account: cash,
  amount,
});

describe('replayDocuments', () => {
  it('does to a document’s row what the ledger projector does: payments, a payment’s void, an amendment, a void', () => {
    const events = [
      event(1, 'SaleRecorded', sale('s1', '1000.00', '1000.00')),
      event(2, 'SaleRecorded', sale('s2', '50.00', '50.00')),
      event(3, 'PaymentRecorded', payment('p1', 's1', '300.00')),
      event(4, 'PaymentRecorded', payment('p2', 's1', '200.5')),
      event(5, 'TransactionVoided', { transactionId: 'p2', voidedType: 'PaymentRecorded', date: '2026-11-02', lines: [] }),
      event(6, 'TransactionAmended', {
        transactionId: 's2',
        reference: 'INV-s2',
        date: '2026-11-01',
        lines: [],
        amendedType: 'SaleRecorded',
        document: { ...sale('s2', '70.00', '70.00'), date: '2026-10-30' },
      }),
      event(7, 'TransactionVoided', { transactionId: 's2', voidedType: 'SaleRecorded', date: '2026-10-30', lines: [] }),
    ];
    const rows = replayDocuments(events, new Set(['s1', 's2']));
    expect([...rows.keys()]).toEqual(['s1', 's2']);
    expect(rows.get('s1')).toMatchObject({
      reference: 'INV-s1',
      type: 'sales',
      status: 'posted',
      amount: '1000.00',
      // 0.00 + 300.00 + 200.5 − 200.5, at the larger scale, as numeric arithmetic keeps it.
      paid: '300.00',
      balance_due: '700.00',
      due_date: '2026-11-10',
      position: '1',
      changed_position: '5',
      recorded_by: 'u1',
      recorded_at: '2026-11-01T00:00:01.000Z',
    });
    expect(rows.get('s2')).toMatchObject({
      reference: 'INV-s2',
      amount: '70.00',
      effective_date: '2026-10-30',
      status: 'voided',
      position: '2',
      changed_position: '7',
    });
    // Up to position 4 (the history ended before the void of the second payment).
    expect(replayDocuments(events.slice(0, 4), new Set(['s1'])).get('s1')).toMatchObject({ paid: '500.50', balance_due: '499.50', changed_position: '4' });
  });
});

describe('revisionKnownAt', () => {
  const positions = [3n, 8n, 9n, 20n, 21n, 40n];
  const store = {
    async readStream(_stream: string, options: { direction?: string; fromRevision?: bigint; maxCount?: number } = {}) {
      const all = positions.map((position, index) => ({ revision: BigInt(index), position }) as RecordedEvent);
      if (options.direction === 'backwards') return all.slice(-1);
      return all.slice(Number(options.fromRevision ?? 0n), Number(options.fromRevision ?? 0n) + (options.maxCount ?? all.length));
    },
  } as unknown as EventStore;

  it('finds the last event at or before a position by binary search', async () => {
    const cases: [bigint, bigint][] = [
      [0n, -1n],
      [2n, -1n],
      [3n, 0n],
      [8n, 1n],
      [19n, 2n],
      [20n, 3n],
      [39n, 4n],
      [40n, 5n],
      [1000n, 5n],
    ];
    for (const [position, expected] of cases) expect([position, await revisionKnownAt(store, 'business-b', position)]).toEqual([position, expected]);
  });
});
