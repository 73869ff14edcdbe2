import { Decimal } from '@ledgerline/ledger';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { actAsNewOwner, as, createOwner } from './support/accounts.js';
import { createContact } from './support/trade-fixtures.js';

const today = '2026-11-22';

describe('money in and balances (the vertical slice, through HTTP, on PostgreSQL)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await actAsNewOwner(api, { bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }] });
  });
  afterAll(async () => {
    await api?.close();
  });

  const balances = async (position?: string) => {
    const response = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: position ? { 'x-consistent-after': position } : {} });
    expect(response.status).toBe(200);
    return response.body.data as { currency: string; total: string; accounts: { id: string; code: string; name: string; balance: string }[] };
  };

  it('starts a new business with cash and one bank account at zero', async () => {
    const data = await balances();
    expect(data.currency).toBe('NGN');
    expect(data.total).toBe('0.00');
    expect(data.accounts.map((a) => [a.code, a.name, a.balance])).toEqual([
      ['1000', 'Cash on hand', '0.00'],
      ['1010', 'GTBank', '0.00'],
    ]);
  });

  it('records money in and the balance shows it, reading its own write by position', async () => {
    const before = await balances();
    const bank = before.accounts.find((a) => a.code === '1010')!;
    const cash = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: today, amount: '1500.50', subtype: 'capital', account: 'Cash', description: 'Start-up capital' },
    });
    expect(cash.status).toBe(201);
    expect(cash.body).toEqual({
      success: true,
      message: 'Money in recorded successfully',
      data: { id: expect.any(String), reference: expect.stringMatching(/^[A-Z0-9]{6}$/), position: expect.stringMatching(/^\d+$/) },
    });
    const loan = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: today, amount: 2000, subtype: 'loan', account: bank.id },
    });
    expect(loan.status).toBe(201);
    expect(BigInt(loan.body.data.position)).toBeGreaterThan(BigInt(cash.body.data.position));

    const after = await balances(loan.body.data.position);
    expect(after.accounts.find((a) => a.code === '1000')!.balance).toBe('1500.50');
    expect(after.accounts.find((a) => a.code === '1010')!.balance).toBe('2000.00');
    expect(after.total).toBe('3500.50');
    const sum = await api.request({ method: 'GET', url: '/api/v1/accounts/balancesum' });
    expect(sum.body.data).toEqual({ currency: 'NGN', total: '3500.50' });
  });

  it('posts a balanced journal entry: the trial balance sums to zero', async () => {
    const result = await api.runtime.pool.query('SELECT sum(debit_total) AS debit, sum(credit_total) AS credit FROM account_balances');
    expect(result.rows[0].debit).toBe(result.rows[0].credit);
    const lines = await api.runtime.pool.query(
      "SELECT account_code, debit, credit FROM journal_lines WHERE account_code IN ('3000', '2200') ORDER BY account_code",
    );
    expect(lines.rows).toEqual([
      { account_code: '2200', debit: '0.00', credit: '2000.00' },
      { account_code: '3000', debit: '0.00', credit: '1500.50' },
    ]);
  });

  it('answers a retried request (same Idempotency-Key and body) with the original result, recording it once', async () => {
    const body = { date: today, amount: '10.00', subtype: 'gift', account: 'Cash' };
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const first = await api.request({ method: 'POST', url: '/api/v1/transactions/money-in', body, headers });
    const eventsAfterFirst = await countEvents(api);
    const second = await api.request({ method: 'POST', url: '/api/v1/transactions/money-in', body, headers });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await countEvents(api)).toBe(eventsAfterFirst);

    const other = await api.request({ method: 'POST', url: '/api/v1/transactions/money-in', body: { ...body, amount: '11.00' }, headers });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countEvents(api)).toBe(eventsAfterFirst);
  });

  it('refuses a reference that is already used, with 409 and no event', async () => {
    const body = { date: today, amount: '5.00', subtype: 'gift', account: 'Cash', reference: 'MI0001' };
    expect((await api.request({ method: 'POST', url: '/api/v1/transactions/money-in', body })).status).toBe(201);
    const events = await countEvents(api);
    const again = await api.request({ method: 'POST', url: '/api/v1/transactions/money-in', body });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'REFERENCE_TAKEN', errors: [{ field: 'reference' }] });
    expect(await countEvents(api)).toBe(events);
  });

  it('refuses a contact of another business (404) or any other text (400) as entity, storing nothing', async () => {
    const other = await createOwner(api);
    const theirs = await createContact(api, other, 'Their Customer');
    const events = await countEvents(api);
    const repay = (entity: string) =>
      api.request({
        method: 'POST',
        url: '/api/v1/transactions/money-in',
        body: { date: today, amount: '10', subtype: 'debt_repayment', account: 'Cash', entity },
      });
    const foreign = await repay(theirs);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'CONTACT_NOT_FOUND']);
    const made = await repay('not a contact at all');
    expect([made.status, made.body.code, made.body.errors?.[0]?.field]).toEqual([400, 'UNKNOWN_CONTACT', 'entity']);
    expect(await countEvents(api)).toBe(events);
    // The other business itself may use its contact.
    const own = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      headers: as(other),
      body: { date: today, amount: '10', subtype: 'customer_deposit', account: 'Cash', entity: theirs },
    });
    expect(own.status).toBe(201);
  });

  it('records concurrent money in exactly once each, and the totals add up', async () => {
    const before = await balances();
    const responses = await Promise.all(
      Array.from({ length: 24 }, () =>
        api.request({ method: 'POST', url: '/api/v1/transactions/money-in', body: { date: today, amount: '1.01', subtype: 'other_income', account: 'Cash' } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(24).fill(201));
    const after = await balances();
    expect(after.accounts[0].balance).toBe(new Decimal(before.accounts[0].balance).plus('24.24').toFixed(2));
  });
});
