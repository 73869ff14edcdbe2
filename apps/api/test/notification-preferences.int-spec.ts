import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { projectorNamed, type RebuildResult } from '@ledgerline/projections';
import { rebuildWith } from '@ledgerline/platform';
import { addMember, as, createOwner, type SignedInOwner, type SignedInUser } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

// The machine is shared: starting the API takes longer than Jest's 5 s.
jest.setTimeout(120_000);

const ALL_ON = { monthlyProfitAndLoss: true, weeklySummary: true, expiryReminders: true };
const URL = '/api/v1/accounts/settings/notifications';

/**
 * Each member's e-mail notification preferences (GET and PATCH /accounts/settings/notifications)
 * through HTTP on the real PostgreSQL: on until turned off, the member and business from the
 * session, events on the business's stream and a read model that rebuilds the same.
 */
describe('notification preferences', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let clerk: SignedInUser;
  let other: SignedInOwner;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { business: 'Ada Ventures', plan: 'professional' });
    clerk = await addMember(api, owner, { access: [19] });
    other = await createOwner(api, { business: 'Corner Store', plan: 'store' });
  });
  afterAll(async () => {
    await api?.close();
  });

  const read = (user: { cookie: string }) => api.request({ method: 'GET', url: URL, headers: as(user) });
  const change = (user: { cookie: string }, body: unknown, headers: Record<string, string> = {}) =>
    api.request({ method: 'PATCH', url: URL, body, headers: as(user, headers) });

  it('has every mail on for a member who never changed one', async () => {
    for (const user of [owner, clerk, other]) {
      const response = await read(user);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: ALL_ON });
    }
  });

  it('turns a mail off and on again for the signed-in member only; an unchanged value appends nothing', async () => {
    const off = await change(owner, { monthlyProfitAndLoss: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      success: true,
      message: 'Notification preferences updated',
      data: { preferences: { ...ALL_ON, monthlyProfitAndLoss: false }, changed: true, position: expect.stringMatching(/^\d+$/) },
    });
    expect((await read(owner)).body.data).toEqual({ ...ALL_ON, monthlyProfitAndLoss: false });
    // The other member of the same business, and another business's owner, keep theirs.
    expect((await read(clerk)).body.data).toEqual(ALL_ON);
    expect((await read(other)).body.data).toEqual(ALL_ON);

    const events = await countEvents(api);
    const same = await change(owner, { monthlyProfitAndLoss: false, weeklySummary: true });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ preferences: { ...ALL_ON, monthlyProfitAndLoss: false }, changed: false });
    expect(await countEvents(api)).toBe(events);

    // Any member may set their own: a clerk without settings codes turns two off.
    const clerkOff = await change(clerk, { weeklySummary: false, expiryReminders: false });
    expect(clerkOff.status).toBe(200);
    expect((await read(clerk)).body.data).toEqual({ monthlyProfitAndLoss: true, weeklySummary: false, expiryReminders: false });
    expect((await read(owner)).body.data).toEqual({ ...ALL_ON, monthlyProfitAndLoss: false });

    expect((await change(owner, { monthlyProfitAndLoss: true })).body.data.preferences).toEqual(ALL_ON);
    expect((await read(owner)).body.data).toEqual(ALL_ON);
  });

  it('records each change as one event on the business’s stream, naming the member and only what changed', async () => {
    await change(other, { expiryReminders: false });
    const { rows } = await api.runtime.pool.query<{ stream_id: string; data: { userId: string; changes: object; changedAt: string } }>(
      "SELECT stream_id, data FROM events WHERE type = 'NotificationPreferencesChanged' ORDER BY position",
    );
    expect(rows.map((row) => [row.stream_id, row.data.userId, row.data.changes])).toEqual([
      [`business-${owner.businessId}`, owner.userId, { monthlyProfitAndLoss: false }],
      [`business-${owner.businessId}`, clerk.userId, { weeklySummary: false, expiryReminders: false }],
      [`business-${owner.businessId}`, owner.userId, { monthlyProfitAndLoss: true }],
      [`business-${other.businessId}`, other.userId, { expiryReminders: false }],
    ]);
    expect(rows.every((row) => !Number.isNaN(Date.parse(row.data.changedAt)))).toBe(true);
  });

  it.each([
    ['a text for a boolean', { weeklySummary: 'yes' }, 'weeklySummary', 'weeklySummary must be true or false'],
    ['a number for a boolean', { monthlyProfitAndLoss: 0 }, 'monthlyProfitAndLoss', 'monthlyProfitAndLoss must be true or false'],
    ['null', { expiryReminders: null }, 'expiryReminders', 'expiryReminders must be true or false'],
    ['an unknown mail', { invoiceReminders: false }, 'invoiceReminders', 'invoiceReminders is not a field this request accepts'],
    ['a userId', { userId: randomUUID(), weeklySummary: false }, 'userId', 'userId is not a field this request accepts'],
    ['a businessId', { businessId: randomUUID(), weeklySummary: false }, 'businessId', 'businessId is not a field this request accepts'],
    ['nothing', {}, 'notifications', 'Send at least one of: monthlyProfitAndLoss, weeklySummary, expiryReminders'],
  ])('refuses %s with 400 and changes nothing', async (_, body, field, message) => {
    const events = await countEvents(api);
    const before = (await read(clerk)).body.data;
    const response = await change(clerk, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: expect.any(String), errors: expect.arrayContaining([{ field, message }]) });
    expect(await countEvents(api)).toBe(events);
    expect((await read(clerk)).body.data).toEqual(before);
  });

  it('keeps preferences per business: the same person in their second business starts with every mail on', async () => {
    const shop = await createOwner(api, { business: 'Two Shops', plan: 'professional' });
    expect((await change(shop, { weeklySummary: false })).status).toBe(200);
    const added = await api.request({
      method: 'POST',
      url: '/api/v1/accounts/businesses',
      body: { name: 'Branch', typeOfBusiness: 'Retail' },
      headers: as(shop),
    });
    expect(added.status).toBe(201);
    const switched = await api.request({
      method: 'POST',
      url: `/api/v1/accounts/businesses/${added.body.data.businessId}/switch`,
      body: {},
      headers: as(shop),
    });
    expect(switched.status).toBe(200);
    expect((await read(shop)).body.data).toEqual(ALL_ON);
    expect((await change(shop, { expiryReminders: false })).status).toBe(200);
    expect((await read(shop)).body.data).toEqual({ ...ALL_ON, expiryReminders: false });
    const back = await api.request({ method: 'POST', url: `/api/v1/accounts/businesses/${shop.businessId}/switch`, body: {}, headers: as(shop) });
    expect(back.status).toBe(200);
    expect((await read(shop)).body.data).toEqual({ ...ALL_ON, weeklySummary: false });
  });

  it('a retried request with its Idempotency-Key answers as the first and appends once', async () => {
    const key = randomUUID();
    const first = await change(other, { weeklySummary: false }, { 'idempotency-key': key });
    const events = await countEvents(api);
    const again = await change(other, { weeklySummary: false }, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.body.data.position).toBe(first.body.data.position);
    expect(await countEvents(api)).toBe(events);
  });

  it('needs a session', async () => {
    expect((await api.request({ method: 'GET', url: URL })).status).toBe(401);
    expect((await api.request({ method: 'PATCH', url: URL, body: { weeklySummary: false } })).status).toBe(401);
  });

  it('rebuilds the read model to the same rows', async () => {
    const rowsNow = async () =>
      (await api.runtime.pool.query('SELECT business_id, user_id, mail, enabled, changed_at, position FROM notification_preferences ORDER BY 1, 2, 3')).rows;
    const before = await rowsNow();
    expect(before.length).toBeGreaterThan(0);
    const dry = (await rebuildWith(api.runtime, projectorNamed('notification-preferences')!, { dryRun: true })) as RebuildResult;
    expect(dry.identical).toBe(true);
    await rebuildWith(api.runtime, projectorNamed('notification-preferences')!);
    expect(await rowsNow()).toEqual(before);
  });
});
