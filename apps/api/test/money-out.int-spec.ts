import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createContact, trialBalance } from './support/trade-fixtures.js';

const today = '2026-11-22';

describe('money out, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let bankId: string;
  let supplier: string;
  let customer: string;

  const post = (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => api.request({ method: 'POST', url, body, headers });
  const moneyOut = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post('/api/v1/transactions/money-out', { date: today, account: 'Cash', ...body }, headers);
  const balance = (account: string, subAccount = '') => balanceOf(api, owner.businessId, account, subAccount);
  const cashAndBank = async (position?: string) => {
    const response = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: position ? { 'x-consistent-after': position } : {} });
    expect(response.status).toBe(200);
    return Object.fromEntries((response.body.data.accounts as { code: string; balance: string }[]).map((a) => [a.code, a.balance]));
  };
  const expectTrialBalanceZero = async () => {
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
  };
  const expectRefusedWithoutTrace = async (response: Promise<{ status: number; body: any }>, status: number, code: string, field?: string) => {
    const events = await countEvents(api);
    const answer = await response;
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, code, ...(field ? { errors: expect.arrayContaining([expect.objectContaining({ field })]) } : {}) });
    expect(await countEvents(api)).toBe(events);
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }] });
    const details = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails' });
    bankId = details.body.data.accounts.find((a: { code: string }) => a.code === '1010').id;
    supplier = await createContact(api, owner, 'Okafor Supplies');
    customer = await createContact(api, owner, 'Ada Obi');
    for (const body of [
      { subtype: 'capital', amount: '100000', account: 'Cash' },
      { subtype: 'loan', amount: '50000', account: bankId },
      { subtype: 'customer_deposit', amount: '3000', account: 'Cash', entity: customer },
    ]) {
      expect((await post('/api/v1/transactions/money-in', { date: today, ...body })).status).toBe(201);
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  it('records drawings: cash goes down, drawings (3100) up', async () => {
    const response = await moneyOut({ subtype: 'drawings', amount: '1000.50', description: 'Owner takes cash' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Money out recorded successfully',
      data: { id: expect.any(String), reference: expect.stringMatching(/^[A-Z0-9]{6}$/), position: expect.stringMatching(/^\d+$/) },
    });
    expect(await cashAndBank(response.body.data.position)).toEqual({ '1000': '101999.50', '1010': '50000.00' });
    expect(await balance('3100')).toBe('1000.50');
    await expectTrialBalanceZero();
  });

  it('posts each subtype to its account, from cash or the bank', async () => {
    expect((await moneyOut({ subtype: 'credit_repayment', amount: '20000', account: bankId })).status).toBe(201);
    expect((await moneyOut({ subtype: 'interest_expense', amount: '750', account: bankId })).status).toBe(201);
    expect((await moneyOut({ subtype: 'supplier_payment', amount: '2500', entity: supplier })).status).toBe(201);
    expect((await moneyOut({ subtype: 'refund', amount: '3000', entity: customer })).status).toBe(201);
    expect(await balance('2200')).toBe('-30000.00'); // 50000 borrowed, 20000 repaid
    expect(await balance('6090')).toBe('750.00');
    expect(await balance('2000')).toBe('2500.00'); // paid a supplier nothing was owed to yet: a debit balance
    expect(await balance('2300')).toBe('0.00'); // the customer's deposit refunded
    expect(await balance('1010', bankId)).toBe('29250.00');
    expect(await cashAndBank()).toEqual({ '1000': '96499.50', '1010': '29250.00' });
    const lines = await api.runtime.pool.query(
      "SELECT account_code, contact_id, debit FROM journal_lines WHERE business_id = $1 AND account_code IN ('2000', '2300') AND debit > 0 ORDER BY account_code",
      [owner.businessId],
    );
    expect(lines.rows).toEqual([
      { account_code: '2000', contact_id: supplier, debit: '2500.00' },
      { account_code: '2300', contact_id: customer, debit: '3000.00' },
    ]);
    await expectTrialBalanceZero();
  });

  it('lists money out under outflows with its subtype', async () => {
    const rows = await api.runtime.pool.query(
      "SELECT type, subtype, amount, account FROM transactions WHERE business_id = $1 AND event_type = 'MoneyOutRecorded' ORDER BY position",
      [owner.businessId],
    );
    expect(rows.rows.map((r) => [r.type, r.subtype])).toEqual([
      ['outflows', 'drawings'],
      ['outflows', 'credit_repayment'],
      ['outflows', 'interest_expense'],
      ['outflows', 'supplier_payment'],
      ['outflows', 'refund'],
    ]);
  });

  it('refuses bad input with 400 naming the field, and appends nothing', async () => {
    await expectRefusedWithoutTrace(moneyOut({ subtype: 'supplier_payment', amount: '10' }), 400, 'ENTITY_REQUIRED', 'entity');
    await expectRefusedWithoutTrace(moneyOut({ subtype: 'refund', amount: '10', entity: 'no-such-contact' }), 400, 'UNKNOWN_CONTACT', 'entity');
    await expectRefusedWithoutTrace(moneyOut({ subtype: 'capital', amount: '10' }), 400, 'VALIDATION_FAILED', 'subtype');
    await expectRefusedWithoutTrace(moneyOut({ subtype: 'drawings', amount: '-10' }), 400, 'AMOUNT_NOT_POSITIVE', 'amount');
    await expectRefusedWithoutTrace(moneyOut({ subtype: 'drawings', amount: '10.001' }), 400, 'AMOUNT_TOO_MANY_DECIMALS', 'amount');
    await expectRefusedWithoutTrace(moneyOut({ subtype: 'drawings', amount: '10', date: '22/11/2026' }), 400, 'INVALID_DATE', 'date');
    await expectRefusedWithoutTrace(moneyOut({ subtype: 'drawings', amount: '10', account: 'GTBank' }), 400, 'UNKNOWN_ACCOUNT', 'account');
    await expectRefusedWithoutTrace(moneyOut({ subtype: 'drawings', amount: '10', businessId: owner.businessId }), 400, 'VALIDATION_FAILED', 'businessId');
    await expectTrialBalanceZero();
  });

  it('records a retried request once (Idempotency-Key)', async () => {
    const headers = { 'idempotency-key': 'money-out-retry-1' };
    const first = await moneyOut({ subtype: 'drawings', amount: '5' }, headers);
    const events = await countEvents(api);
    const second = await moneyOut({ subtype: 'drawings', amount: '5' }, headers);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await countEvents(api)).toBe(events);
  });

  it('is recorded through the generic POST /transactions as type outflows', async () => {
    const response = await post('/api/v1/transactions', { type: 'outflows', subtype: 'drawings', date: today, amount: '100', account: 'Cash' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: 'Transaction recorded successfully', data: { reference: expect.any(String) } });
    const row = await api.runtime.pool.query('SELECT event_type, subtype, amount FROM transactions WHERE business_id = $1 AND transaction_id = $2', [
      owner.businessId,
      response.body.data.id,
    ]);
    expect(row.rows[0]).toEqual({ event_type: 'MoneyOutRecorded', subtype: 'drawings', amount: '100.00' });
    await expectRefusedWithoutTrace(
      post('/api/v1/transactions', { type: 'outflows', subtype: 'gift', date: today, amount: '1', account: 'Cash' }),
      400,
      'VALIDATION_FAILED',
      'subtype',
    );
  });
});
