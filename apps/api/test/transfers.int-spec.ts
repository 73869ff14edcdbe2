import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, trialBalance } from './support/trade-fixtures.js';

const today = '2026-11-22';

describe('transfers between cash and bank accounts, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let gtb: string;
  let zenith: string;

  const transfer = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url: '/api/v1/transaction/account-transfer', body: { date: today, ...body }, headers });
  const cashAndBanks = async (position?: string): Promise<Record<string, string>> => {
    const response = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: position ? { 'x-consistent-after': position } : {} });
    expect(response.status).toBe(200);
    return {
      total: response.body.data.total,
      ...Object.fromEntries((response.body.data.accounts as { name: string; balance: string }[]).map((a) => [a.name, a.balance])),
    };
  };
  const expectTrialBalanceZero = async () => {
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
  };
  const expectRefusedWithoutTrace = async (response: Promise<{ status: number; body: any }>, status: number, code: string, field: string) => {
    const events = await countEvents(api);
    const answer = await response;
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, code, errors: expect.arrayContaining([expect.objectContaining({ field })]) });
    expect(await countEvents(api)).toBe(events);
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, {
      bankAccounts: [
        { bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' },
        { bankName: 'Zenith', accountName: 'Test Stores', accountNumber: '9876543210' },
      ],
    });
    const details = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails' });
    const banks = details.body.data.accounts as { code: string; name: string; id: string }[];
    gtb = banks.find((a) => a.name === 'GTBank')!.id;
    zenith = banks.find((a) => a.name === 'Zenith')!.id;
    const capital = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: today, subtype: 'capital', amount: '100000', account: 'Cash' },
    });
    expect(capital.status).toBe(201);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('banks cash: cash down, the bank up, the total unchanged', async () => {
    const response = await transfer({ from: 'Cash', to: gtb, amount: '60000', description: 'Banking the takings' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Transfer recorded successfully',
      data: { id: expect.any(String), reference: expect.stringMatching(/^[A-Z0-9]{6}$/), position: expect.stringMatching(/^\d+$/) },
    });
    expect(await cashAndBanks(response.body.data.position)).toEqual({ total: '100000.00', 'Cash on hand': '40000.00', GTBank: '60000.00', Zenith: '0.00' });
    await expectTrialBalanceZero();
  });

  it('takes a fee from the from-account and books it as bank charges (6180)', async () => {
    const response = await transfer({ from: gtb, to: zenith, amount: 25000, fee: '52.50' });
    expect(response.status).toBe(201);
    expect(await cashAndBanks()).toEqual({ total: '99947.50', 'Cash on hand': '40000.00', GTBank: '34947.50', Zenith: '25000.00' });
    expect(await balanceOf(api, owner.businessId, '6180')).toBe('52.50');
    const row = await api.runtime.pool.query('SELECT type, amount, account FROM transactions WHERE business_id = $1 AND transaction_id = $2', [
      owner.businessId,
      response.body.data.id,
    ]);
    expect(row.rows[0]).toEqual({ type: 'transfer', amount: '25000.00', account: gtb });
    await expectTrialBalanceZero();
  });

  it('moves money back to cash', async () => {
    expect((await transfer({ from: zenith, to: 'Cash', amount: '5000' })).status).toBe(201);
    expect(await cashAndBanks()).toEqual({ total: '99947.50', 'Cash on hand': '45000.00', GTBank: '34947.50', Zenith: '20000.00' });
  });

  it('lists each transfer with where the money went beside where it came from, and other rows with none', async () => {
    const response = await api.request({ method: 'GET', url: '/api/v1/transactions?type=transfer&limit=100' });
    expect(response.status).toBe(200);
    const rows = (response.body.data.data as { account: string; toAccount: string | null; amount: string }[]).map(({ account, toAccount, amount }) => ({
      account,
      toAccount,
      amount,
    }));
    expect(rows).toEqual(
      expect.arrayContaining([
        { account: 'Cash', toAccount: gtb, amount: '60000.00' },
        { account: gtb, toAccount: zenith, amount: '25000.00' },
        { account: zenith, toAccount: 'Cash', amount: '5000.00' },
      ]),
    );
    const capital = await api.request({ method: 'GET', url: '/api/v1/transactions?type=inflows' });
    expect(capital.body.data.data[0]).toMatchObject({ account: 'Cash', toAccount: null });
  });

  it('names both ends of a transfer on each account page’s lines (Cash, a bank), and none on other lines', async () => {
    const page = async (subtype: string) => {
      const response = await api.request({ method: 'GET', url: `/api/v1/accounting/assets/${subtype}?limit=100` });
      expect(response.status).toBe(200);
      return response.body.data.data as { type: string | null; debit: string; credit: string; transfer: unknown; account: { code: string } }[];
    };
    const cash = { id: 'Cash', name: 'Cash on hand' };
    const gtBank = { id: gtb, name: 'GTBank' };
    const zenithBank = { id: zenith, name: 'Zenith' };
    const cashLines = await page('cash');
    expect(cashLines.filter((line) => line.type === 'transfer').map(({ debit, credit, transfer }) => ({ debit, credit, transfer }))).toEqual(
      expect.arrayContaining([
        { debit: '0.00', credit: '60000.00', transfer: { from: cash, to: gtBank } },
        { debit: '5000.00', credit: '0.00', transfer: { from: zenithBank, to: cash } },
      ]),
    );
    expect(cashLines.find((line) => line.type === 'inflows')).toMatchObject({ transfer: null });
    const bankLines = await page('bank');
    expect(bankLines.filter((line) => line.type === 'transfer').map(({ transfer }) => transfer)).toEqual(
      expect.arrayContaining([
        { from: cash, to: gtBank },
        { from: gtBank, to: zenithBank },
      ]),
    );
  });

  it('refuses a transfer to the same account, unknown accounts and bad amounts, appending nothing', async () => {
    await expectRefusedWithoutTrace(transfer({ from: gtb, to: gtb, amount: '1' }), 400, 'SAME_ACCOUNT', 'to');
    await expectRefusedWithoutTrace(transfer({ from: 'Cash', to: 'Cash', amount: '1' }), 400, 'SAME_ACCOUNT', 'to');
    await expectRefusedWithoutTrace(transfer({ from: 'Cash', to: 'Zenith', amount: '1' }), 400, 'UNKNOWN_ACCOUNT', 'to');
    await expectRefusedWithoutTrace(transfer({ from: '0b6c2b8e-4f7e-4a55-9d7e-111111111111', to: gtb, amount: '1' }), 404, 'BANK_ACCOUNT_NOT_FOUND', 'from');
    await expectRefusedWithoutTrace(transfer({ from: 'Cash', to: gtb, amount: '0' }), 400, 'AMOUNT_NOT_POSITIVE', 'amount');
    await expectRefusedWithoutTrace(transfer({ from: 'Cash', to: gtb, amount: '1', fee: '-2' }), 400, 'AMOUNT_NEGATIVE', 'fee');
    await expectRefusedWithoutTrace(transfer({ from: 'Cash', to: gtb, amount: '1', date: '2026-02-30' }), 400, 'INVALID_DATE', 'date');
    await expectRefusedWithoutTrace(transfer({ to: gtb, amount: '1' }), 400, 'VALIDATION_FAILED', 'from');
    expect(await cashAndBanks()).toEqual({ total: '99947.50', 'Cash on hand': '45000.00', GTBank: '34947.50', Zenith: '20000.00' });
  });

  it('records a retried transfer once', async () => {
    const headers = { 'idempotency-key': 'transfer-retry-0001' };
    const first = await transfer({ from: 'Cash', to: gtb, amount: '10' }, headers);
    const events = await countEvents(api);
    const second = await transfer({ from: 'Cash', to: gtb, amount: '10' }, headers);
    expect(second.body).toEqual(first.body);
    expect(await countEvents(api)).toBe(events);
    expect((await cashAndBanks())['Cash on hand']).toBe('44990.00');
  });
});
