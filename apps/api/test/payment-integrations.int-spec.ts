import { jest } from '@jest/globals';
import pg from 'pg';
import { rebuildWith, simulatedAccountName, type PaystackSimulator } from '@ledgerline/platform';
import { businessStream, projectorNamed, type RebuildResult } from '@ledgerline/projections';
import { noteSubaccount, subaccountReference } from '../src/accounts/integrations/paystack-integration.js';
import { CommandExecutor } from '../src/event-sourcing/command-executor.js';
import { CardPayments } from '../src/payments/card-payments.js';
import { addMember, as, createOwner, type SignedInOwner, type SignedInUser } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { createProduct } from './support/trade-fixtures.js';

// The machine is shared: starting the API takes longer than Jest's 5 s.
jest.setTimeout(120_000);

const NOT_CONNECTED = { connected: false, subaccountCode: null, bankName: null, accountNumber: null, accountName: null, connectedAt: null };

/**
 * The business's card-payment-provider integration through HTTP, on the real PostgreSQL, with the
 * provider simulator on loopback: banks and account names through our server, a subaccount
 * created and connected, invoice card payments settling into it, disconnected; the refusals.
 */
describe('payment provider integration', () => {
  let api: TestApi;
  let simulator: PaystackSimulator;
  let owner: SignedInOwner;
  let admin: SignedInUser;
  let clerk: SignedInUser;
  let store: SignedInOwner;

  beforeAll(async () => {
    api = await createTestApi({ APP_URL: 'https://app.ledgerline.test' });
    simulator = api.app.get(CardPayments).simulator!;
    owner = await createOwner(api, { business: 'Ada Ventures', plan: 'professional' });
    admin = await addMember(api, owner, { admin: true });
    clerk = await addMember(api, owner, { access: [19, 23] });
    store = await createOwner(api, { business: 'Corner Store', plan: 'store' });
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = (url: string, user: { cookie: string } = owner) => api.request({ method: 'GET', url, headers: as(user) });
  const post = (url: string, body: unknown, user: { cookie: string } = owner) => api.request({ method: 'POST', url, body, headers: as(user) });
  const disconnect = (user: { cookie: string } = owner) =>
    api.request({ method: 'PATCH', url: '/api/v1/accounts/settings/integrations/paystack/disconnect', headers: as(user) });

  it('starts not connected, and lists banks and resolves account names through our server', async () => {
    expect((await get('/api/v1/accounts/settings/integrations')).body).toEqual({ success: true, data: { paystack: NOT_CONNECTED } });
    const banks = await get('/api/v1/accounts/settings/integrations/paystack/banks', admin);
    expect(banks.status).toBe(200);
    expect(banks.body.data).toContainEqual({ name: 'Zenith Bank', code: '057' });
    const resolved = await get('/api/v1/accounts/settings/integrations/paystack/resolve?accountNumber=0123456789&bankCode=057');
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toEqual({
      accountNumber: '0123456789',
      accountName: simulatedAccountName('0123456789'),
      bankCode: '057',
      bankName: 'Zenith Bank',
    });
  });

  it('refuses a bad account number, an unknown bank and the provider’s refusal with 400, recording nothing', async () => {
    const before = await countEvents(api);
    const short = await post('/api/v1/accounts/create-paystack-subaccount', { bankCode: '057', accountNumber: '12345' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ success: false, errors: [{ field: 'accountNumber', message: 'accountNumber must be 10 digits' }] });
    const unknownBank = await post('/api/v1/accounts/create-paystack-subaccount', { bankCode: '999', accountNumber: '0123456789' });
    expect(unknownBank.status).toBe(400);
    expect(unknownBank.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: [{ field: 'bankCode' }] });
    expect((await get('/api/v1/accounts/settings/integrations/paystack/resolve?accountNumber=abc&bankCode=057')).status).toBe(400);
    expect((await post('/api/v1/accounts/create-paystack-subaccount', { bankCode: '057', accountNumber: '0123456789', businessId: 'x' })).status).toBe(400);
    const badCode = await post('/api/v1/accounts/settings/integrations/paystack', { subaccountCode: 'SUB_123' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors).toEqual([{ field: 'subaccountCode', message: expect.stringContaining('ACCT_') }]);
    expect(await countEvents(api)).toBe(before);
    expect(simulator.subaccounts).toHaveLength(0);
  });

  it('refuses members without owner or admin rights (403) and plans without the feature (Store)', async () => {
    const before = await countEvents(api);
    expect((await get('/api/v1/accounts/settings/integrations', clerk)).status).toBe(403);
    expect((await post('/api/v1/accounts/create-paystack-subaccount', { bankCode: '057', accountNumber: '0123456789' }, clerk)).status).toBe(403);
    expect((await disconnect(clerk)).status).toBe(403);
    const locked = await get('/api/v1/accounts/settings/integrations', store);
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({
      success: false,
      code: 'PLAN_FEATURE_UNAVAILABLE',
      message: 'Payment provider integration is on the Professional and Enterprise plans. Upgrade to unlock!',
    });
    expect((await post('/api/v1/accounts/create-paystack-subaccount', { bankCode: '057', accountNumber: '0123456789' }, store)).status).toBe(403);
    expect(await countEvents(api)).toBe(before);
  });

  it('creates a subaccount, connects it, and invoice card payments then settle into it', async () => {
    const created = await post('/api/v1/accounts/create-paystack-subaccount', { bankCode: '057', accountNumber: '0123456789' });
    expect(created.status).toBe(200);
    const [subaccount] = simulator.subaccounts;
    expect(subaccount).toMatchObject({ businessName: 'Ada Ventures', bankCode: '057', accountNumber: '0123456789', percentageCharge: 0 });
    const connected = {
      connected: true,
      subaccountCode: subaccount!.subaccountCode,
      bankName: 'Zenith Bank',
      accountNumber: '******6789',
      accountName: simulatedAccountName('0123456789'),
      connectedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    };
    expect(created.body).toEqual({ success: true, message: 'Payment provider connected', data: { paystack: connected } });
    expect((await get('/api/v1/accounts/settings/integrations', admin)).body.data.paystack).toEqual(connected);
    expect(JSON.stringify((await get('/api/v1/accounts/settings/integrations')).body)).not.toContain('0123456789');

    // A second subaccount is refused while one is connected, before the provider is asked.
    const again = await post('/api/v1/accounts/create-paystack-subaccount', { bankCode: '058', accountNumber: '9876543210' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PAYMENT_INTEGRATION_ALREADY_ACTIVE');
    expect(simulator.subaccounts).toHaveLength(1);

    // An approved invoice's card payment link now carries the subaccount.
    const product = await createProduct(api, owner, { name: 'Consulting hour', kind: 'service', sellingPrice: '20000' });
    const customer = await post('/api/v1/entities', { name: 'Bola Ade', email: 'bola@example.com' });
    const invoice = await post('/api/v1/invoice/create', {
      date: '2026-11-20',
      dueDate: '2026-12-20',
      entity: customer.body.data.id,
      items: [{ product, quantity: '1', price: '20000' }],
    });
    expect(invoice.status).toBe(201);
    const approved = await api.request({
      method: 'PUT',
      url: '/api/v1/invoice/update',
      body: { id: invoice.body.data.id, status: 'approved' },
      headers: as(owner),
    });
    expect(approved.status).toBe(200);
    const link = await api.request({
      method: 'POST',
      url: '/api/v1/invoice/generate-paystack-link',
      body: { id: invoice.body.data.publicId },
      headers: { cookie: '' },
    });
    expect(link.status).toBe(200);
    expect(simulator.transaction(link.body.data.reference)).toMatchObject({ amount: '2000000', subaccount: subaccount!.subaccountCode });
  });

  it('disconnects once (409 the second time), and connects an existing subaccount code', async () => {
    const first = await disconnect(admin);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'Payment provider disconnected', data: { paystack: NOT_CONNECTED } });
    const before = await countEvents(api);
    const second = await disconnect();
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ success: false, code: 'PAYMENT_INTEGRATION_NOT_CONNECTED' });
    expect(await countEvents(api)).toBe(before);

    const existing = await post('/api/v1/accounts/settings/integrations/paystack', { subaccountCode: 'ACCT_8f4s1eq7ml6rlzj' });
    expect(existing.status).toBe(200);
    expect(existing.body.data.paystack).toMatchObject({ connected: true, subaccountCode: 'ACCT_8f4s1eq7ml6rlzj', bankName: null, accountNumber: null });
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const provider = api.app.get(CardPayments).provider;
    const listBanks = jest
      .spyOn(provider, 'listBanks')
      .mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED'), { name: 'PaymentProviderError' }));
    const answer = await get('/api/v1/accounts/settings/integrations/paystack/banks');
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ success: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    listBanks.mockRestore();
  });

  describe('creating a subaccount exactly once', () => {
    const ACCOUNT = { bankCode: '058', accountNumber: '0011223344' };
    const create = (user: SignedInOwner) => post('/api/v1/accounts/create-paystack-subaccount', ACCOUNT, user);
    /** The subaccounts the simulator holds for the business (by the reference it derives). */
    const subaccountsOf = (user: SignedInOwner) =>
      simulator.subaccounts.filter((subaccount) => subaccount.metadata.ledgerline_reference === subaccountReference(user.businessId));
    const connectedEvents = async (user: SignedInOwner) =>
      (
        await api.runtime.pool.query<{ code: string }>(
          `SELECT data->>'subaccountCode' AS code FROM events WHERE stream_id = $1 AND type = 'PaymentIntegrationConnected' ORDER BY position`,
          [businessStream(user.businessId)],
        )
      ).rows.map((row) => row.code);

    it('two requests at once: one subaccount at the provider, one event, the other request 409', async () => {
      const twin = await createOwner(api, { business: 'Twin Clicks Ltd', plan: 'professional' });
      const answers = await Promise.all([create(twin), create(twin)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ success: false, code: 'PAYMENT_INTEGRATION_ALREADY_ACTIVE' });
      const [subaccount, ...spare] = subaccountsOf(twin);
      expect(spare).toEqual([]);
      expect(subaccount).toMatchObject({ businessName: 'Twin Clicks Ltd', bankCode: '058', accountNumber: '0011223344' });
      expect(await connectedEvents(twin)).toEqual([subaccount!.subaccountCode]);
    });

    it('the same request twice in a row: 409 the second time, still one subaccount', async () => {
      const again = await createOwner(api, { business: 'Double Click Ltd', plan: 'professional' });
      expect((await create(again)).status).toBe(200);
      const second = await create(again);
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('PAYMENT_INTEGRATION_ALREADY_ACTIVE');
      expect(subaccountsOf(again)).toHaveLength(1);
      expect(await connectedEvents(again)).toHaveLength(1);
    });

    it('killed after the provider created the subaccount, before the event: the retry reuses it', async () => {
      const killed = await createOwner(api, { business: 'Killed Midway Ltd', plan: 'professional' });
      const executor = api.app.get(CommandExecutor);
      // The append fails once, after the provider call, as a process dying there would leave it.
      const execute = jest.spyOn(executor, 'execute').mockRejectedValueOnce(new Error('killed between the provider and the append'));
      const first = await create(killed);
      execute.mockRestore();
      expect(first.status).toBe(500);
      expect(subaccountsOf(killed)).toHaveLength(1);
      expect(await connectedEvents(killed)).toEqual([]);

      const retry = await create(killed);
      expect(retry.status).toBe(200);
      const [subaccount, ...spare] = subaccountsOf(killed);
      expect(spare).toEqual([]);
      expect(retry.body.data.paystack).toMatchObject({ connected: true, subaccountCode: subaccount!.subaccountCode, bankName: 'Guaranty Trust Bank' });
      expect(await connectedEvents(killed)).toEqual([subaccount!.subaccountCode]);
    });

    it('a subaccount the killed request left at the provider is reused; one for another bank account is not', async () => {
      const left = await createOwner(api, { business: 'Left Behind Ltd', plan: 'professional' });
      const provider = api.app.get(CardPayments).provider;
      const reference = subaccountReference(left.businessId);
      // What the killed requests did, as the integration does it: the provider's create, its code noted, no connection recorded.
      const leave = async (accountNumber: string) => {
        const created = await provider.createSubaccount({ businessName: 'Left Behind Ltd', bankCode: '058', accountNumber, percentageCharge: '0', reference });
        await noteSubaccount(api.runtime.pool, { ...created, businessId: left.businessId, bankCode: '058', accountNumber });
        return created.subaccountCode;
      };
      const other = await leave('0011223355');
      const subaccountCode = await leave(ACCOUNT.accountNumber);

      const created = await create(left);
      expect(created.status).toBe(200);
      expect(created.body.data.paystack.subaccountCode).toBe(subaccountCode);
      expect(subaccountsOf(left).map((subaccount) => subaccount.subaccountCode)).toEqual([other, subaccountCode]);
      expect(await connectedEvents(left)).toEqual([subaccountCode]);
    });

    it('finds the business’s subaccount with one request by its code, however many the provider holds', async () => {
      const busy = await createOwner(api, { business: 'Crowded Provider Ltd', plan: 'professional' });
      const executor = api.app.get(CommandExecutor);
      const execute = jest.spyOn(executor, 'execute').mockRejectedValueOnce(new Error('killed between the provider and the append'));
      expect((await create(busy)).status).toBe(500);
      execute.mockRestore();
      const [subaccount] = subaccountsOf(busy);
      // Other businesses' subaccounts created since: more than a page of Paystack's list.
      const provider = api.app.get(CardPayments).provider;
      for (let i = 0; i < 120; i++) {
        await provider.createSubaccount({
          businessName: `Shop ${i}`,
          bankCode: '058',
          accountNumber: ACCOUNT.accountNumber,
          percentageCharge: '0',
          reference: `LLS-other-${i}`,
        });
      }

      const readsBefore = simulator.subaccountReads.length;
      const retry = await create(busy);
      expect(retry.status).toBe(200);
      expect(retry.body.data.paystack.subaccountCode).toBe(subaccount!.subaccountCode);
      expect(simulator.subaccountReads.slice(readsBefore)).toEqual([`/subaccount/${subaccount!.subaccountCode}`]);
      expect(subaccountsOf(busy)).toHaveLength(1);
    });

    it('asks the provider nothing before creating the first subaccount of a business', async () => {
      const first = await createOwner(api, { business: 'First Time Ltd', plan: 'professional' });
      const readsBefore = simulator.subaccountReads.length;
      expect((await create(first)).status).toBe(200);
      expect(simulator.subaccountReads.slice(readsBefore)).toEqual([]);
      expect(subaccountsOf(first)).toHaveLength(1);
    });

    it('waits while another API process holds the business’s lock, then creates once', async () => {
      const waiting = await createOwner(api, { business: 'Waiting Turn Ltd', plan: 'professional' });
      const otherProcess = new pg.Client({ connectionString: api.database.url });
      await otherProcess.connect();
      try {
        await otherProcess.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`paystack-subaccount:${waiting.businessId}`]);
        let settled = false;
        const answer = create(waiting).finally(() => (settled = true));
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(settled).toBe(false);
        expect(subaccountsOf(waiting)).toEqual([]);
        await otherProcess.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [`paystack-subaccount:${waiting.businessId}`]);
        expect((await answer).status).toBe(200);
        expect(subaccountsOf(waiting)).toHaveLength(1);
      } finally {
        await otherProcess.end();
      }
    });
  });

  it('rebuilds the integrations read model identical from the events', async () => {
    const result = (await rebuildWith(api.runtime, projectorNamed('payment-integrations')!, { dryRun: true })) as RebuildResult;
    expect(result.identical).toBe(true);
  });
});
