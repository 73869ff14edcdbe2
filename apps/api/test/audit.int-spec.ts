import { jest } from '@jest/globals';
import { businessStream } from '@ledgerline/projections';
import type { AuditPageRequest } from '../src/audit/audit-events.js';
import { PostgresAuditSource } from '../src/audit/postgres-audit-source.js';
import { StreamAuditSource } from '../src/audit/stream-audit-source.js';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner, type SignedInUser } from './support/accounts.js';
import { createContact, createProduct } from './support/trade-fixtures.js';
import { createTestApi, type TestApi } from './support/test-api.js';

// Set-up records documents over HTTP for two businesses; slow machines need more than 5 s.
jest.setTimeout(60_000);

const EVENTS = '/api/v1/audit/events';
const today = new Date().toISOString().slice(0, 10);
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Summary {
  position: string;
  revision: string;
  type: string;
  userId: string | null;
  userName: string | null;
  commandId: string | null;
  recordedAt: string;
  documentId: string | null;
}

describe('the audit trail (through HTTP, on PostgreSQL)', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  let auditor: SignedInUser;
  let clerk: SignedInUser;
  let rice: string;
  let customer: string;
  let sale: { id: string; reference: string; position: string };
  let payment: { id: string; reference: string; position: string };
  let capital: { id: string; reference: string; position: string };
  let voided: { position: string };
  let clerkSale: { id: string; position: string };
  let otherProduct: string;
  let otherPosition: string;

  const get = (url: string, user?: { cookie: string }) => api.request({ method: 'GET', url, headers: user ? as(user) : {} });
  const list = async (query: string, user?: { cookie: string }) => {
    const response = await get(`${EVENTS}${query}`, user);
    expect(response.status).toBe(200);
    return response.body.data as { data: Summary[]; page: number; limit: number; total: number; totalPages: number };
  };
  const created = (response: { status: number; body: any }) => {
    if (response.status !== 201) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const streamCount = async (businessId: string) =>
    (await api.runtime.pool.query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [businessStream(businessId)])).rows[0].n as number;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api);
    customer = await createContact(api, owner, 'Ada Obi');
    rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    const post = (url: string, body: Record<string, unknown>, user: { cookie: string } = owner) =>
      api.request({ method: 'POST', url, body, headers: as(user) });
    created(await post('/api/v1/transactions/purchases', { date: today, account: 'Cash', items: [{ product: rice, quantity: 10, price: '600' }] }));
    sale = created(
      await post('/api/v1/transactions/sales', {
        date: today,
        account: 'Cash',
        items: [{ product: rice, quantity: 2, price: '1000' }],
        credit: true,
        initial_deposit: '500',
        due_date: dayAfter(today, 30),
        entity: customer,
      }),
    );
    payment = created(await post('/api/v1/transactions/record-payment', { date: today, account: 'Cash', transactionId: sale.id, amount: '700' }));
    capital = created(await post('/api/v1/transactions/money-in', { date: today, subtype: 'capital', account: 'Cash', amount: '5000' }));
    const voiding = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${capital.id}`, headers: as(owner) });
    expect(voiding.status).toBe(200);
    voided = voiding.body.data;

    auditor = await addMember(api, owner, { access: [160] });
    clerk = await addMember(api, owner, { access: [23] });
    clerkSale = created(
      await post('/api/v1/transactions/sales', { date: today, account: 'Cash', items: [{ product: rice, quantity: 1, price: '1000' }] }, clerk),
    );

    other = await createOwner(api);
    otherProduct = await createProduct(api, other, { name: 'Beans' });
    otherPosition = (await api.runtime.pool.query('SELECT max(position)::text AS p FROM events WHERE stream_id = $1', [businessStream(other.businessId)]))
      .rows[0].p;
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('GET /audit/events', () => {
    it('lists every event of the business, newest first, with who, when and which command', async () => {
      const page = await list('?limit=200');
      expect(page.total).toBe(await streamCount(owner.businessId));
      expect(page.data).toHaveLength(page.total);
      const revisions = page.data.map((event) => Number(event.revision));
      expect(revisions).toEqual([...revisions].sort((a, b) => b - a));
      expect(page.data[0]).toMatchObject({
        type: 'SaleRecorded',
        userId: clerk.userId,
        userName: 'Team Member',
        commandId: clerkSale.id,
        position: clerkSale.position,
      });
      const recorded = page.data.find((event) => event.position === sale.position)!;
      expect(recorded).toEqual({
        position: sale.position,
        revision: expect.stringMatching(/^\d+$/),
        id: expect.any(String),
        type: 'SaleRecorded',
        version: 1,
        recordedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        userId: owner.userId,
        userName: expect.any(String),
        commandId: sale.id,
        correlationId: expect.any(String),
        causationId: null,
        occurredAt: expect.any(String),
        effectiveDate: today,
        documentId: sale.id,
      });
      expect(Math.abs(Date.parse(recorded.recordedAt) - Date.now())).toBeLessThan(120_000);
      // Only this business's stream: the other business's events never show.
      expect(page.data.some((event) => event.position === otherPosition)).toBe(false);
    });

    it('pages, both ways', async () => {
      const all = (await list('?limit=200&sort=asc')).data;
      expect(all[0]).toMatchObject({ revision: '0', type: 'BusinessCreated' });
      const first = await list('?sort=asc&limit=3&page=1');
      const second = await list('?sort=asc&limit=3&page=2');
      expect([...first.data, ...second.data]).toEqual(all.slice(0, 6));
      expect(first).toMatchObject({ page: 1, limit: 3, total: all.length, totalPages: Math.ceil(all.length / 3) });
      expect((await list(`?page=${all.length + 1}&limit=1`)).data).toEqual([]);
      expect((await list('')).limit).toBe(50);
    });

    it('filters by type, by user, by when it was recorded, and combines them', async () => {
      const sales = await list('?type=SaleRecorded');
      expect(sales.data.map((event) => event.position)).toEqual([clerkSale.position, sale.position]);
      const salesAndVoids = await list('?type=SaleRecorded,TransactionVoided&sort=asc');
      expect(salesAndVoids.data.map((event) => event.type)).toEqual(['SaleRecorded', 'TransactionVoided', 'SaleRecorded']);

      const byClerk = await list(`?userId=${clerk.userId}`);
      expect(byClerk.data.map((event) => event.position)).toEqual([clerkSale.position]);
      const byOwner = await list(`?userId=${owner.userId}&limit=200`);
      expect(byOwner.data.every((event) => event.userId === owner.userId)).toBe(true);
      expect(byOwner.total).toBeGreaterThan(5);

      expect((await list(`?from=${today}&to=${today}&limit=1`)).total).toBe(await streamCount(owner.businessId));
      expect((await list(`?from=${dayAfter(today, 1)}`)).total).toBe(0);
      expect((await list(`?to=${dayAfter(today, -1)}`)).total).toBe(0);
      // A date-time: from the sale on.
      const saleAt = (await list('?type=SaleRecorded&sort=asc')).data[0].recordedAt;
      const since = await list(`?from=${encodeURIComponent(saleAt)}&type=SaleRecorded,PaymentRecorded&sort=asc`);
      expect(since.data.map((event) => event.type)).toEqual(['SaleRecorded', 'PaymentRecorded', 'SaleRecorded']);
      const until = await list(`?to=${encodeURIComponent(saleAt)}&type=SaleRecorded,PaymentRecorded`);
      expect(until.data.map((event) => event.position)).toEqual([sale.position]);
    });

    it('filters by document: a transaction by id or reference, a product, a contact', async () => {
      const bySale = await list(`?document=${sale.id}&sort=asc`);
      expect(bySale.data.map((event) => [event.type, event.position])).toEqual([
        ['SaleRecorded', sale.position],
        ['PaymentRecorded', payment.position],
      ]);
      expect((await list(`?document=${sale.reference}&sort=asc`)).data).toEqual(bySale.data);
      const byVoided = await list(`?document=${capital.reference}&sort=asc`);
      expect(byVoided.data.map((event) => [event.type, event.position])).toEqual([
        ['MoneyInRecorded', capital.position],
        ['TransactionVoided', voided.position],
      ]);
      expect((await list(`?document=${rice}&sort=asc`)).data.map((event) => event.type)).toEqual([
        'ProductCreated',
        'PurchaseRecorded',
        'SaleRecorded',
        'SaleRecorded',
      ]);
      expect((await list(`?document=${customer}&sort=asc`)).data.map((event) => event.type)).toEqual(
        expect.arrayContaining(['ContactCreated', 'SaleRecorded']),
      );
      expect((await list(`?document=${otherProduct}`)).total).toBe(0);
    });

    it('refuses filters it cannot read, and fields it does not take', async () => {
      const bad = await get(`${EVENTS}?type=Nope&from=yesterday&limit=500&sort=sideways`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(bad.body.errors.map((error: { field: string }) => error.field)).toEqual(['type', 'from', 'sort', 'limit']);
      expect((await get(`${EVENTS}?businessId=${other.businessId}`)).status).toBe(400);
    });

    it('answers the same from the events table (SQL) as from the business stream through the port (any event store)', async () => {
      const stream = businessStream(owner.businessId);
      const sql = new PostgresAuditSource(api.runtime.pool);
      const port = new StreamAuditSource(api.runtime.store);
      const requests: AuditPageRequest[] = [
        { filter: {}, order: 'desc', page: 1, limit: 5 },
        { filter: {}, order: 'asc', page: 2, limit: 4 },
        { filter: { types: ['SaleRecorded', 'PaymentRecorded'] }, order: 'asc', page: 1, limit: 50 },
        { filter: { userId: clerk.userId }, order: 'desc', page: 1, limit: 50 },
        { filter: { document: sale.reference }, order: 'asc', page: 1, limit: 50 },
        { filter: { document: rice, from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000) }, order: 'desc', page: 1, limit: 2 },
      ];
      for (const request of requests) {
        const [fromSql, fromPort] = await Promise.all([sql.page(stream, request), port.page(stream, request)]);
        expect(fromSql.total).toBeGreaterThan(0);
        expect(fromSql).toEqual(fromPort);
      }
      const position = BigInt(payment.position);
      expect(await sql.byPosition(stream, position)).toEqual(await port.byPosition(stream, position));
      expect(await port.byPosition(stream, BigInt(otherPosition))).toBeUndefined();
    });
  });

  describe('GET /audit/events/:position', () => {
    it('shows one event with its data (current version), metadata and hash', async () => {
      const response = await get(`${EVENTS}/${sale.position}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        position: sale.position,
        type: 'SaleRecorded',
        userId: owner.userId,
        commandId: sale.id,
        dataVersion: 1,
        data: { transactionId: sale.id, reference: sale.reference, entityId: customer, items: [expect.objectContaining({ productId: rice })] },
        metadata: { businessId: owner.businessId, userId: owner.userId, commandId: sale.id, effectiveDate: today, occurredAt: expect.any(String) },
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    });

    it("answers 404 for another business's event and for a position with no event, 400 for a non-position", async () => {
      expect(await get(`${EVENTS}/${otherPosition}`)).toMatchObject({ status: 404, body: { success: false, code: 'EVENT_NOT_FOUND' } });
      expect((await get(`${EVENTS}/${otherPosition}`, other)).status).toBe(200);
      expect((await get(`${EVENTS}/999999999`)).status).toBe(404);
      expect(await get(`${EVENTS}/abc`)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', errors: [{ field: 'position' }] } });
    });
  });

  describe('GET /audit/documents/:id/events', () => {
    it("gives a document's whole history in order, in full", async () => {
      const response = await get(`/api/v1/audit/documents/${sale.reference}/events`);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ page: 1, limit: 200, total: 2 });
      expect(response.body.data.data).toEqual([
        expect.objectContaining({ type: 'SaleRecorded', position: sale.position, data: expect.objectContaining({ transactionId: sale.id }) }),
        expect.objectContaining({
          type: 'PaymentRecorded',
          position: payment.position,
          documentId: payment.id,
          data: expect.objectContaining({ documentId: sale.id, amount: '700.00' }),
          metadata: expect.objectContaining({ userId: owner.userId }),
        }),
      ]);
      const product = await get(`/api/v1/audit/documents/${rice}/events?limit=1&page=2`);
      expect(product.body.data).toMatchObject({ page: 2, limit: 1, total: 4, data: [expect.objectContaining({ type: 'PurchaseRecorded' })] });
    });

    it("answers 404 for another business's document", async () => {
      expect(await get(`/api/v1/audit/documents/${otherProduct}/events`)).toMatchObject({ status: 404, body: { code: 'DOCUMENT_NOT_FOUND' } });
      expect((await get(`/api/v1/audit/documents/${otherProduct}/events`, other)).status).toBe(200);
    });
  });

  describe('who may read it', () => {
    const routes = () => [
      EVENTS,
      `${EVENTS}/${sale.position}`,
      `/api/v1/audit/documents/${sale.id}/events`,
      '/api/v1/audit/verify',
      '/api/v1/accounting/journal/export',
    ];

    it('lets a member holding code 160 read every audit route and the journal export', async () => {
      for (const url of routes()) expect([url, (await get(url, auditor)).status]).toEqual([url, 200]);
      const mine = await list(`?userId=${owner.userId}&limit=1`, auditor);
      expect(mine.total).toBeGreaterThan(0);
    });

    it('refuses a member without it (403) and anyone signed out (401)', async () => {
      for (const url of routes()) {
        const response = await get(url, clerk);
        expect([url, response.status, response.body.code]).toEqual([url, 403, 'PERMISSION_DENIED']);
      }
      expect((await api.request({ method: 'GET', url: EVENTS, headers: { cookie: '' } })).status).toBe(401);
    });

    it('lets an admin read it', async () => {
      const admin = await addMember(api, owner, { admin: true });
      expect((await get(EVENTS, admin)).status).toBe(200);
    });
  });

  describe('GET /accounting/journal/export?knownAt', () => {
    const exportAt = (knownAt?: string) => get(`/api/v1/accounting/journal/export${knownAt === undefined ? '' : `?knownAt=${knownAt}`}`);

    it('exports the journal as known at a position: before the void, the voided money in is there without its reversal', async () => {
      const now = await exportAt();
      expect(now.status).toBe(200);
      const before = await exportAt(capital.position);
      expect(before.status).toBe(200);
      const entriesOf = (journal: string, reference: string) =>
        journal.split('\n').filter((line) => /^\d{4}-\d{2}-\d{2}/.test(line) && line.includes(reference));
      expect(entriesOf(String(before.body), capital.reference)).toHaveLength(1);
      expect(entriesOf(String(now.body), capital.reference)).toHaveLength(2);
      expect(String(before.body)).not.toContain(clerkSale.id);
      const empty = await exportAt('0');
      expect(entriesOf(String(empty.body), sale.reference)).toEqual([]);
    });

    it('refuses a knownAt that is not a position', async () => {
      for (const bad of ['abc', '-1', '1.5', '99999999999999999999']) {
        expect(await exportAt(bad)).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', errors: [{ field: 'knownAt' }] } });
      }
    });
  });

  describe('GET /audit/verify', () => {
    it("answers ok with the number of events when the business's chain is whole", async () => {
      const response = await get('/api/v1/audit/verify');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { ok: true, events: await streamCount(owner.businessId) } });
    });

    it('names the first event whose data was changed behind the store’s back', async () => {
      const victim = await createOwner(api);
      const post = (body: Record<string, unknown>) => api.request({ method: 'POST', url: '/api/v1/transactions/money-in', body, headers: as(victim) });
      const first = created(await post({ date: today, subtype: 'capital', account: 'Cash', amount: '1000' }));
      created(await post({ date: today, subtype: 'capital', account: 'Cash', amount: '2000' }));
      expect((await get('/api/v1/audit/verify', victim)).body.data.ok).toBe(true);

      // Only a superuser can get round the immutability trigger (migration 004); the hash chain shows it.
      const client = await api.runtime.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('ALTER TABLE events DISABLE TRIGGER events_are_immutable');
        const changed = await client.query(`UPDATE events SET data = jsonb_set(data, '{amount}', '"100.00"') WHERE position = $1`, [first.position]);
        expect(changed.rowCount).toBe(1);
        await client.query('ALTER TABLE events ENABLE TRIGGER events_are_immutable');
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }

      const response = await get('/api/v1/audit/verify', victim);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        ok: false,
        events: expect.any(Number),
        firstBrokenPosition: first.position,
        firstBrokenRevision: expect.stringMatching(/^\d+$/),
        reason: 'hash_mismatch',
        message: expect.any(String),
      });
      // The trigger is back, and other businesses' chains are untouched.
      await expect(api.runtime.pool.query('UPDATE events SET data = data WHERE position = $1', [first.position])).rejects.toThrow(/immutable/);
      expect((await get('/api/v1/audit/verify')).body.data.ok).toBe(true);
    });
  });
});
