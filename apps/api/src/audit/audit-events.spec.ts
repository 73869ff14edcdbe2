import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@ledgerline/event-store';
import { carriesAnyId, describeEvent, documentIdOf, documentIdsFor, pageOfStream, summariseEvent } from './audit-events.js';
import { parseAuditEventsQuery } from './audit-query.js';

const event = (
  revision: number,
  type: string,
  data: unknown,
  metadata: RecordedEvent['metadata'] = {},
  at = `2026-03-0${revision + 1}T10:00:00.000Z`,
): RecordedEvent => ({
  id: `e-${revision}`,
  stream: 'business-b',
  revision: BigInt(revision),
  position: BigInt(100 + revision * 3),
  type,
  version: 1,
  data,
  metadata,
  recordedAt: new Date(at),
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { status: number; errors: { field: string; message: string }[] };
  }
  throw new Error('expected a refusal');
};

describe('the audit trail over a stream', () => {
  const stream = [
    event(0, 'ProductCreated', { productId: 'p-1', name: 'Rice' }, { userId: 'u-owner' }),
    event(1, 'SaleRecorded', { transactionId: 't-1', reference: 'SAL-1', items: [{ productId: 'p-1' }], entityId: 'c-1' }, { userId: 'u-owner' }),
    event(2, 'PaymentRecorded', { transactionId: 't-2', reference: 'PAY-1', documentId: 't-1' }, { userId: 'u-clerk' }),
    event(3, 'TransactionVoided', { transactionId: 't-1', reference: 'SAL-1', reason: 'typo' }, { userId: 'u-owner' }),
    event(4, 'ContactCreated', { contactId: 'c-2' }, { userId: 'u-clerk' }),
  ];
  const page = (filter: Parameters<typeof pageOfStream>[1]['filter'], order: 'asc' | 'desc' = 'asc', pageNo = 1, limit = 50) =>
    pageOfStream(stream, { filter, order, page: pageNo, limit });
  const revisions = (result: { events: RecordedEvent[] }) => result.events.map((e) => Number(e.revision));

  it('finds an id anywhere in the data, in nested lists too', () => {
    expect(carriesAnyId({ a: [{ b: 'x' }] }, new Set(['x']))).toBe(true);
    expect(carriesAnyId({ a: [{ b: 'y' }], x: 1 }, new Set(['x']))).toBe(false);
    expect(carriesAnyId('x', new Set(['x']))).toBe(true);
    expect(carriesAnyId(null, new Set(['x']))).toBe(false);
  });

  it('names the document an event is about, its own transaction first', () => {
    expect(documentIdOf(stream[2].data)).toBe('t-2');
    expect(documentIdOf(stream[0].data)).toBe('p-1');
    expect(documentIdOf({ userId: 'u' })).toBeNull();
  });

  it('takes a reference for the id of the transaction recorded with it', () => {
    expect(documentIdsFor('SAL-1', stream)).toEqual(['t-1']);
    expect(documentIdsFor('p-1', stream)).toEqual(['p-1']);
  });

  it('gives a document its whole history: a sale, its payment and its void; a product, its creation and sales', () => {
    expect(revisions(page({ document: 't-1' }))).toEqual([1, 2, 3]);
    expect(revisions(page({ document: 'SAL-1' }))).toEqual([1, 2, 3]);
    expect(revisions(page({ document: 'p-1' }))).toEqual([0, 1]);
    expect(revisions(page({ document: 'c-1' }))).toEqual([1]);
    expect(page({ document: 'nothing' }).total).toBe(0);
  });

  it('filters by type, user and time, newest first by default, and pages', () => {
    expect(revisions(page({ types: ['SaleRecorded', 'ContactCreated'] }))).toEqual([1, 4]);
    expect(revisions(page({ userId: 'u-clerk' }, 'desc'))).toEqual([4, 2]);
    expect(revisions(page({ from: new Date('2026-03-02T00:00:00Z'), to: new Date('2026-03-04T00:00:00Z') }))).toEqual([1, 2]);
    const second = page({}, 'desc', 2, 2);
    expect(revisions(second)).toEqual([2, 1]);
    expect(second.total).toBe(5);
    expect(page({}, 'desc', 4, 2).events).toEqual([]);
  });

  it('summarises who, when and which command; the full view keeps data, metadata and hash', () => {
    const sale = event(1, 'SaleRecorded', { transactionId: 't-1', date: '2026-02-28' }, { userId: 'u-owner', commandId: 't-1', correlationId: 'req-1' });
    expect(summariseEvent(sale, new Map([['u-owner', 'Ada Owner']]))).toEqual({
      position: '103',
      revision: '1',
      id: 'e-1',
      type: 'SaleRecorded',
      version: 1,
      recordedAt: '2026-03-02T10:00:00.000Z',
      userId: 'u-owner',
      userName: 'Ada Owner',
      commandId: 't-1',
      correlationId: 'req-1',
      causationId: null,
      occurredAt: null,
      effectiveDate: '2026-02-28',
      documentId: 't-1',
    });
    const detail = describeEvent({ ...sale, hash: 'abc' }, new Map());
    expect(detail).toMatchObject({ userName: null, dataVersion: 1, data: sale.data, metadata: sale.metadata, hash: 'abc' });
  });

  it('shows an event of a type it does not know as stored, rather than hiding it', () => {
    expect(describeEvent(event(0, 'SomethingOld', { a: 1 }), new Map())).toMatchObject({ type: 'SomethingOld', dataVersion: 1, data: { a: 1 } });
  });
});

describe('the audit list query', () => {
  it('defaults to newest first, 50 a page, no filter', () => {
    expect(parseAuditEventsQuery({})).toEqual({ filter: {}, order: 'desc', page: 1, limit: 50 });
  });

  it('reads days as whole UTC days and date-times as given', () => {
    const { filter } = parseAuditEventsQuery({ from: '2026-03-01', to: '2026-03-01', type: 'SaleRecorded, TransactionVoided', sort: 'asc' });
    expect(filter.from?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(filter.to?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(filter.types).toEqual(['SaleRecorded', 'TransactionVoided']);
    expect(parseAuditEventsQuery({ to: '2026-03-01T10:00:00Z' }).filter.to?.toISOString()).toBe('2026-03-01T10:00:00.001Z');
  });

  it('refuses what it cannot read, naming each field', () => {
    const error = refusal(() => parseAuditEventsQuery({ type: 'SaleRecorded,Nope', from: '2026-02-30', sort: 'up', limit: '201', page: '0' }));
    expect(error.status).toBe(400);
    expect(error.errors.map((e) => e.field)).toEqual(['type', 'from', 'sort', 'page', 'limit']);
    expect(refusal(() => parseAuditEventsQuery({ from: '2026-03-02', to: '2026-03-01' })).errors).toEqual([
      { field: 'to', message: 'to must not be before from' },
    ]);
  });

  it('refuses a date-time on a day there is none, rather than rolling it over into the next month', () => {
    expect(refusal(() => parseAuditEventsQuery({ from: '2026-02-30T10:00:00Z' })).errors).toEqual([
      { field: 'from', message: 'from must be a date (YYYY-MM-DD) or an ISO date-time' },
    ]);
    expect(parseAuditEventsQuery({ from: '2026-02-28T10:00:00Z' }).filter.from).toEqual(new Date('2026-02-28T10:00:00Z'));
  });
});
