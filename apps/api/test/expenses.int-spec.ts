import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createContact, trialBalance } from './support/trade-fixtures.js';

const today = '2026-11-22';

describe('expenses and prepayments, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let bankId: string;
  let landlord: string;

  const post = (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => api.request({ method: 'POST', url, body, headers });
  const expense = (body: Record<string, unknown>, query = '') => post(`/api/v1/transactions/expenses${query}`, { date: today, account: 'Cash', ...body });
  const apply = (id: string, body: Record<string, unknown>) => post(`/api/v1/transactions/prepayments/${id}/apply`, { date: today, ...body });
  const balance = (account: string, subAccount = '') => balanceOf(api, owner.businessId, account, subAccount);
  const cashAndBank = async (position?: string) => {
    const response = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: position ? { 'x-consistent-after': position } : {} });
    expect(response.status).toBe(200);
    return Object.fromEntries((response.body.data.accounts as { code: string; balance: string }[]).map((a) => [a.code, a.balance]));
  };
  const row = async (id: string) =>
    (
      await api.runtime.pool.query(
        'SELECT type, subtype, amount, paid, balance_due, entity_id, status FROM transactions WHERE business_id = $1 AND transaction_id = $2',
        [owner.businessId, id],
      )
    ).rows[0];
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

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }] });
    const details = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails' });
    bankId = details.body.data.accounts.find((a: { code: string }) => a.code === '1010').id;
    landlord = await createContact(api, owner, 'Chief Landlord');
    expect((await post('/api/v1/transactions/money-in', { date: today, subtype: 'capital', amount: '500000', account: 'Cash' })).status).toBe(201);
    expect((await post('/api/v1/transactions/money-in', { date: today, subtype: 'capital', amount: '500000', account: bankId })).status).toBe(201);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('records a cash expense against its category’s account', async () => {
    const response = await expense({ category: 'utility', amount: '15000', description: 'Electricity bill' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Expense recorded successfully',
      data: { id: expect.any(String), reference: expect.stringMatching(/^[A-Z0-9]{6}$/), position: expect.stringMatching(/^\d+$/) },
    });
    expect(await cashAndBank(response.body.data.position)).toEqual({ '1000': '485000.00', '1010': '500000.00' });
    expect(await balance('6010')).toBe('15000.00');
    expect(await row(response.body.data.id)).toEqual({
      type: 'expenses',
      subtype: 'utility',
      amount: '15000.00',
      paid: '15000.00',
      balance_due: '0.00',
      entity_id: null,
      status: 'posted',
    });
    await expectTrialBalanceZero();
  });

  it('takes items, a discount, delivery and VAT: the category gets S − D + L, VAT receivable X', async () => {
    const response = await expense({
      category: 'office_supplies',
      items: [
        { description: 'A4 paper', quantity: '3', price: '4500' },
        { description: 'Toner', quantity: 1, price: '20000.50' },
      ],
      discount: '500',
      delivery: '1500',
      tax: '7.5',
      account: bankId,
    });
    expect(response.status).toBe(201);
    // S = 33500.50, D = 500, L = 1500, X = round(33500.50 × 7.5%) = 2512.54, T = 37013.04
    expect(await balance('6160')).toBe('34500.50');
    expect(await balance('1300')).toBe('2512.54');
    expect(await balance('1010', bankId)).toBe('462986.96');
    expect((await row(response.body.data.id)).amount).toBe('37013.04');
    await expectTrialBalanceZero();
  });

  it('takes the bulk import’s numeric category code, and posts cost of goods sold to 5000', async () => {
    const byCode = await expense({ category: 3, amount: '2000' });
    expect(byCode.status).toBe(201);
    expect((await row(byCode.body.data.id)).subtype).toBe('transport');
    expect(await balance('6030')).toBe('2000.00');
    expect((await expense({ category: 'cost_of_goods_sold', amount: '800' })).status).toBe(201);
    expect(await balance('5000')).toBe('800.00');
  });

  it('records an expense on credit: the supplier is owed the balance (2000), and it can be paid later', async () => {
    const response = await expense({ category: 'rent', amount: '100000', credit: true, initial_deposit: '40000', due_date: '2026-12-31', entity: landlord });
    expect(response.status).toBe(201);
    expect(await row(response.body.data.id)).toMatchObject({ paid: '40000.00', balance_due: '60000.00', entity_id: landlord });
    expect(await balance('2000')).toBe('-60000.00');
    expect(await balance('6050')).toBe('100000.00');
    await expectTrialBalanceZero();
  });

  it('refuses income categories: record them as money in', async () => {
    await expectRefusedWithoutTrace(
      expense({ category: 'interest_income', amount: '10' }),
      400,
      'INVALID_EXPENSE_CATEGORY',
      'category',
      /interest_income is income.*record it as money in/,
    );
    await expectRefusedWithoutTrace(expense({ category: 'other_income', amount: '10' }), 400, 'INVALID_EXPENSE_CATEGORY', 'category', /other_income is income/);
    await expectRefusedWithoutTrace(expense({ category: 11, amount: '10' }), 400, 'INVALID_EXPENSE_CATEGORY', 'category');
  });

  it('refuses other bad input with 400 naming the field, appending nothing', async () => {
    await expectRefusedWithoutTrace(expense({ category: 'groceries', amount: '10' }), 400, 'INVALID_CHOICE', 'category');
    await expectRefusedWithoutTrace(expense({ category: 99, amount: '10' }), 400, 'INVALID_CHOICE', 'category');
    await expectRefusedWithoutTrace(expense({ amount: '10' }), 400, 'VALIDATION_FAILED', 'category');
    await expectRefusedWithoutTrace(expense({ category: 'rent' }), 400, 'REQUIRED', 'amount');
    await expectRefusedWithoutTrace(expense({ category: 'rent', amount: '10', credit: true, due_date: '2026-12-31' }), 400, 'ENTITY_REQUIRED', 'entity');
    await expectRefusedWithoutTrace(expense({ category: 'rent', amount: '10', credit: true, entity: landlord }), 400, 'DUE_DATE_REQUIRED', 'due_date');
    await expectRefusedWithoutTrace(
      expense({ category: 'rent', amount: '10', credit: true, entity: landlord, due_date: '2026-12-31', initial_deposit: '11' }),
      400,
      'OVERPAYMENT',
      'initial_deposit',
    );
    await expectRefusedWithoutTrace(expense({ category: 'rent', amount: '10', entity: 'nobody' }), 400, 'UNKNOWN_CONTACT', 'entity');
    await expectRefusedWithoutTrace(expense({ category: 'rent', amount: '10', date: '31/12/2026' }), 400, 'INVALID_DATE', 'date');
    await expectRefusedWithoutTrace(expense({ category: 'rent', amount: '10', discount: '11' }), 400, 'AMOUNT_NEGATIVE', 'discount');
    await expectRefusedWithoutTrace(expense({ category: 'rent', items: [{ quantity: 1, price: 'ten' }] }), 400, 'INVALID_AMOUNT', 'items[0].price');
    await expectTrialBalanceZero();
  });

  describe('prepayments', () => {
    let prepaymentId: string;
    let reference: string;

    it('records a prepayment (?prepayment=true): the total waits in prepayments (1150)', async () => {
      const response = await expense({ category: 'rent', amount: '120000', account: bankId, entity: landlord }, '?prepayment=true');
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Prepayment recorded successfully');
      prepaymentId = response.body.data.id;
      reference = response.body.data.reference;
      expect(await balance('1150')).toBe('120000.00');
      expect(await row(prepaymentId)).toMatchObject({ type: 'expenses', subtype: 'prepayment', amount: '120000.00' });
      expect(await balance('6050')).toBe('100000.00'); // nothing expensed yet
    });

    it('applies part of it, by id or by reference, to its own category or another', async () => {
      const first = await apply(prepaymentId, { amount: '10000', description: 'January' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ success: true, message: 'Prepayment applied successfully', data: { id: expect.any(String) } });
      expect(await balance('6050')).toBe('110000.00');
      const second = await apply(reference, { amount: '5000', category: 'utility' });
      expect(second.status).toBe(201);
      expect(await balance('6010')).toBe('20000.00');
      expect(await balance('1150')).toBe('105000.00');
      expect(await row(second.body.data.id)).toMatchObject({ type: 'expenses', subtype: 'prepayment_applied', amount: '5000.00', entity_id: landlord });
      await expectTrialBalanceZero();
    });

    it('refuses more than is left, and unknown or non-prepayment documents', async () => {
      await expectRefusedWithoutTrace(
        apply(prepaymentId, { amount: '105000.01' }),
        400,
        'PREPAYMENT_EXCEEDED',
        'amount',
        /105000\.01 is more than the 105000\.00 left/,
      );
      await expectRefusedWithoutTrace(apply('NOSUCH', { amount: '1' }), 404, 'TRANSACTION_NOT_FOUND', 'id');
      const plain = await expense({ category: 'rent', amount: '1' });
      await expectRefusedWithoutTrace(apply(plain.body.data.id, { amount: '1' }), 400, 'NOT_A_PREPAYMENT', 'id');
      await expectRefusedWithoutTrace(apply(prepaymentId, { amount: '1', category: 'interest_income' }), 400, 'INVALID_EXPENSE_CATEGORY', 'category');
    });

    it('applies exactly what is left, then nothing more', async () => {
      expect((await apply(prepaymentId, { amount: '105000' })).status).toBe(201);
      expect(await balance('1150')).toBe('0.00');
      await expectRefusedWithoutTrace(apply(prepaymentId, { amount: '0.01' }), 400, 'PREPAYMENT_EXCEEDED', 'amount', /applied in full/);
      await expectTrialBalanceZero();
    });

    it('refuses a prepayment on credit', async () => {
      await expectRefusedWithoutTrace(
        expense({ category: 'rent', amount: '10', prepayment: true, credit: true, entity: landlord, due_date: '2026-12-31' }),
        400,
        'INVALID_VALUE',
        'credit',
      );
    });
  });

  it('is recorded through the generic POST /transactions as type expenses, with the category as subtype', async () => {
    const response = await post('/api/v1/transactions', { type: 'expenses', subtype: 'salary', date: today, amount: '70000', account: bankId });
    expect(response.status).toBe(201);
    expect(await row(response.body.data.id)).toMatchObject({ type: 'expenses', subtype: 'salary', amount: '70000.00' });
    expect(await balance('6170')).toBe('70000.00');
    await expectRefusedWithoutTrace(
      post('/api/v1/transactions', { type: 'expenses', subtype: 'interest_income', date: today, amount: '1', account: 'Cash' }),
      400,
      'INVALID_EXPENSE_CATEGORY',
      'category',
    );
    await expectTrialBalanceZero();
  });
});
