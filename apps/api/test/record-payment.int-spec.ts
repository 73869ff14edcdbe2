import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createContact, createProduct, trialBalance } from './support/trade-fixtures.js';

const today = '2026-11-22';
const due = '2026-12-22';

describe('payments on credit sales, purchases and expenses, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let bankId: string;
  let customer: string;
  let supplier: string;
  let rice: string;

  const post = (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => api.request({ method: 'POST', url, body, headers });
  const pay = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post('/api/v1/transactions/record-payment', { date: today, account: 'Cash', ...body }, headers);
  const balance = (account: string, subAccount = '') => balanceOf(api, owner.businessId, account, subAccount);
  const documentRow = async (id: string) =>
    (await api.runtime.pool.query('SELECT paid, balance_due, status FROM transactions WHERE business_id = $1 AND transaction_id = $2', [owner.businessId, id]))
      .rows[0];
  const cashAndBank = async (position?: string) => {
    const response = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: position ? { 'x-consistent-after': position } : {} });
    expect(response.status).toBe(200);
    return Object.fromEntries((response.body.data.accounts as { code: string; balance: string }[]).map((a) => [a.code, a.balance]));
  };
  const expectTrialBalanceZero = async () => {
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
  };
  const expectRefusedWithoutTrace = async (response: Promise<{ status: number; body: any }>, status: number, code: string, field: string, message?: RegExp) => {
    const events = await countEvents(api);
    const answer = await response;
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, code, errors: expect.arrayContaining([expect.objectContaining({ field })]) });
    if (message) expect(answer.body.message).toMatch(message);
    expect(await countEvents(api)).toBe(events);
  };
  const creditSale = async (quantity: number) => {
    const response = await post('/api/v1/transactions/sales', {
      date: today,
      items: [{ product: rice, quantity, price: '1000' }],
      account: 'Cash',
      credit: true,
      initial_deposit: '500',
      due_date: due,
      entity: customer,
    });
    expect(response.status).toBe(201);
    return response.body.data as { id: string; reference: string; total: string };
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }] });
    const details = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails' });
    bankId = details.body.data.accounts.find((a: { code: string }) => a.code === '1010').id;
    customer = await createContact(api, owner, 'Ada Obi');
    supplier = await createContact(api, owner, 'Okafor Supplies');
    rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    expect((await post('/api/v1/transactions/money-in', { date: today, subtype: 'capital', amount: '100000', account: bankId })).status).toBe(201);
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('a credit purchase', () => {
    let purchase: { id: string; reference: string };

    beforeAll(async () => {
      const response = await post('/api/v1/transactions/purchases', {
        date: today,
        items: [{ product: rice, quantity: 20, price: '600' }],
        account: 'Cash',
        credit: true,
        due_date: due,
        entity: supplier,
      });
      expect(response.status).toBe(201);
      purchase = response.body.data;
      expect(await documentRow(purchase.id)).toMatchObject({ balance_due: '12000.00' });
    });

    it('is paid from the bank: payables (2000) down, the bank down, the balance due lowered', async () => {
      const response = await pay({ transactionId: purchase.id, amount: '5000', account: bankId });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        message: 'Payment recorded successfully',
        data: { id: expect.any(String), reference: expect.stringMatching(/^[A-Z0-9]{6}$/), position: expect.stringMatching(/^\d+$/) },
      });
      expect(response.body.data.reference).not.toBe(purchase.reference);
      expect(await cashAndBank(response.body.data.position)).toMatchObject({ '1010': '95000.00' });
      expect(await balance('2000')).toBe('-7000.00');
      expect(await documentRow(purchase.id)).toMatchObject({ paid: '5000.00', balance_due: '7000.00' });
      const lines = await api.runtime.pool.query(
        'SELECT account_code, contact_id, debit, credit FROM journal_lines WHERE business_id = $1 AND entry_id = $2 ORDER BY line_no',
        [owner.businessId, response.body.data.id],
      );
      expect(lines.rows).toEqual([
        { account_code: '2000', contact_id: supplier, debit: '5000.00', credit: '0.00' },
        { account_code: '1010', contact_id: null, debit: '0.00', credit: '5000.00' },
      ]);
      const row = await api.runtime.pool.query('SELECT type, subtype, entity_id FROM transactions WHERE business_id = $1 AND transaction_id = $2', [
        owner.businessId,
        response.body.data.id,
      ]);
      expect(row.rows[0]).toEqual({ type: 'outflows', subtype: 'purchase_repayment', entity_id: supplier });
      await expectTrialBalanceZero();
    });

    it('refuses paying more than is owed (OVERPAYMENT), appending nothing', async () => {
      await expectRefusedWithoutTrace(
        pay({ reference: purchase.reference, amount: '7000.01' }),
        400,
        'OVERPAYMENT',
        'amount',
        /more than the 7000\.00 still owed/,
      );
      expect(await documentRow(purchase.id)).toMatchObject({ balance_due: '7000.00' });
    });

    it('takes the rest by reference, and then nothing more', async () => {
      expect((await pay({ reference: purchase.reference, amount: '7000' })).status).toBe(201);
      expect(await documentRow(purchase.id)).toMatchObject({ paid: '12000.00', balance_due: '0.00' });
      expect(await balance('2000')).toBe('0.00');
      await expectRefusedWithoutTrace(pay({ reference: purchase.reference, amount: '1' }), 400, 'OVERPAYMENT', 'amount', /fully paid/);
      await expectTrialBalanceZero();
    });
  });

  describe('a credit sale', () => {
    let sale: { id: string; reference: string; total: string };

    beforeAll(async () => {
      sale = await creditSale(3);
      expect(sale.total).toBe('3000.00');
      expect(await documentRow(sale.id)).toMatchObject({ paid: '500.00', balance_due: '2500.00' });
    });

    it('is paid by the customer: cash up, their receivable (1100) down', async () => {
      const cashBefore = (await cashAndBank())['1000'];
      const response = await pay({ reference: sale.reference, amount: '1000.50' });
      expect(response.status).toBe(201);
      const after = await cashAndBank(response.body.data.position);
      expect(Number(after['1000']) - Number(cashBefore)).toBeCloseTo(1000.5, 2);
      expect(await balance('1100')).toBe('1499.50');
      expect(await documentRow(sale.id)).toMatchObject({ paid: '1500.50', balance_due: '1499.50' });
      const row = await api.runtime.pool.query('SELECT type, subtype FROM transactions WHERE business_id = $1 AND transaction_id = $2', [
        owner.businessId,
        response.body.data.id,
      ]);
      expect(row.rows[0]).toEqual({ type: 'inflows', subtype: 'sales_repayment' });
      await expectTrialBalanceZero();
    });

    it('records a retried payment once (Idempotency-Key)', async () => {
      const headers = { 'idempotency-key': 'payment-retry-0001' };
      const first = await pay({ transactionId: sale.id, amount: '100' }, headers);
      const events = await countEvents(api);
      const second = await pay({ transactionId: sale.id, amount: '100' }, headers);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(await countEvents(api)).toBe(events);
      expect(await documentRow(sale.id)).toMatchObject({ balance_due: '1399.50' });
    });

    it('pays never more than is owed, even when payments race', async () => {
      const responses = await Promise.all(Array.from({ length: 6 }, () => pay({ transactionId: sale.id, amount: '300' })));
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 400, 400]);
      expect(await documentRow(sale.id)).toMatchObject({ balance_due: '199.50' });
      expect(await balance('1100')).toBe('199.50');
      await expectTrialBalanceZero();
    });
  });

  it('pays a credit expense', async () => {
    const expense = await post('/api/v1/transactions/expenses', {
      date: today,
      category: 'rent',
      amount: '8000',
      account: 'Cash',
      credit: true,
      due_date: due,
      entity: supplier,
    });
    expect(expense.status).toBe(201);
    const payment = await pay({ transactionId: expense.body.data.id, amount: '8000', account: bankId });
    expect(payment.status).toBe(201);
    expect(await documentRow(expense.body.data.id)).toMatchObject({ paid: '8000.00', balance_due: '0.00' });
    expect(await balance('2000')).toBe('0.00');
    await expectTrialBalanceZero();
  });

  it('refuses an unknown document (404), one not on credit, and a voided one (409)', async () => {
    await expectRefusedWithoutTrace(pay({ reference: 'NOSUCH', amount: '1' }), 404, 'TRANSACTION_NOT_FOUND', 'reference');
    await expectRefusedWithoutTrace(pay({ transactionId: 'c0ffee00-0000-4000-8000-000000000000', amount: '1' }), 404, 'TRANSACTION_NOT_FOUND', 'transactionId');

    const cashSale = await post('/api/v1/transactions/sales', { date: today, items: [{ product: rice, quantity: 1, price: '1000' }], account: 'Cash' });
    expect(cashSale.status).toBe(201);
    await expectRefusedWithoutTrace(
      pay({ reference: cashSale.body.data.reference, amount: '1' }),
      400,
      'NOT_A_CREDIT_DOCUMENT',
      'reference',
      /not a sale, purchase or expense on credit/,
    );
    const moneyIn = await post('/api/v1/transactions/money-in', { date: today, subtype: 'gift', amount: '5', account: 'Cash' });
    await expectRefusedWithoutTrace(pay({ transactionId: moneyIn.body.data.id, amount: '1' }), 400, 'NOT_A_CREDIT_DOCUMENT', 'transactionId');

    const voided = await creditSale(1);
    const voiding = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${voided.id}` });
    expect(voiding.status).toBe(200);
    await expectRefusedWithoutTrace(pay({ transactionId: voided.id, amount: '1' }), 409, 'TRANSACTION_VOIDED', 'transactionId', /has been voided/);
  });

  it('refuses a request that names no document, a bad amount, account or date', async () => {
    const sale = await creditSale(1);
    await expectRefusedWithoutTrace(pay({ amount: '1' }), 400, 'VALIDATION_FAILED', 'transactionId');
    await expectRefusedWithoutTrace(pay({ transactionId: sale.id, amount: '0' }), 400, 'AMOUNT_NOT_POSITIVE', 'amount');
    await expectRefusedWithoutTrace(pay({ transactionId: sale.id, amount: '1', account: 'GTBank' }), 400, 'UNKNOWN_ACCOUNT', 'account');
    await expectRefusedWithoutTrace(pay({ transactionId: sale.id, amount: '1', date: '2026-13-01' }), 400, 'INVALID_DATE', 'date');
    await expectTrialBalanceZero();
  });
});
