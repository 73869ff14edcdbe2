import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { addDays, monthStart } from '@ledgerline/ledger';
import { rebuildWith } from '@ledgerline/platform';
import { projectorNamed, type RebuildResult } from '@ledgerline/projections';
import { businessToday } from '../src/common/calendar/business-today.js';
import { addMember, as, createOwner, type SignedInOwner, type SignedInUser } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { createProduct } from './support/trade-fixtures.js';

// The machine is shared: starting the API takes longer than Jest's 5 s.
jest.setTimeout(120_000);

const twelve = (amount: string) => Array.from({ length: 12 }, () => amount);

/**
 * Budgets through HTTP on the real PostgreSQL (docs/budgets.md): create, list, read, replace and
 * delete (archived); bad input refused with nothing changed; tenancy, rights and the plan lock;
 * budget vs actual from the journal lines of recorded sales and expenses; a rebuild that comes
 * out the same.
 */
describe('budgets', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let admin: SignedInUser;
  let reader: SignedInUser;
  let clerk: SignedInUser;
  let other: SignedInOwner;
  const thisMonth = monthStart(businessToday()).slice(0, 7);
  const lastMonthDate = addDays(monthStart(businessToday()), -1);

  const request = (user: { cookie: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.request({ method, url: `/api/v1${url}`, body, headers: as(user, headers) });

  const plan = {
    name: 'Plan for the year',
    kind: 'profit-loss',
    firstMonth: thisMonth,
    lines: [
      { account: '4010', amounts: twelve('10000') },
      { account: '6050', amounts: ['2500.50', ...twelve('2500').slice(1)] },
    ],
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { business: 'Ada Ventures', plan: 'professional' });
    admin = await addMember(api, owner, { admin: true });
    reader = await addMember(api, owner, { access: [19] });
    clerk = await addMember(api, owner, { access: [23, 24] });
    other = await createOwner(api, { business: 'Corner Store', plan: 'professional' });
  });
  afterAll(async () => {
    await api?.close();
  });

  let budgetId: string;

  it('creates a budget, lists it by kind and reads it back with amounts at the currency’s scale', async () => {
    const created = await request(owner, 'POST', '/budgets', plan);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      message: 'Budget created successfully',
      data: { id: expect.any(String), position: expect.stringMatching(/^\d+$/) },
    });
    budgetId = created.body.data.id;

    const one = await request(reader, 'GET', `/budgets/${budgetId}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      id: budgetId,
      name: 'Plan for the year',
      kind: 'profit-loss',
      firstMonth: thisMonth,
      startDate: `${thisMonth}-01`,
      lines: [
        { account: '4010', amounts: twelve('10000.00') },
        { account: '6050', amounts: ['2500.50', ...twelve('2500.00').slice(1)] },
      ],
      totalIncome: '120000.00',
      totalExpense: '30000.50',
    });

    const list = await request(reader, 'GET', '/budgets?kind=profit-loss');
    expect(list.body.data.map((budget: { id: string }) => budget.id)).toEqual([budgetId]);
    expect((await request(reader, 'GET', '/budgets?kind=line-item')).body.data).toEqual([]);
    expect((await request(reader, 'GET', '/budgets?kind=weekly')).status).toBe(400);
  });

  it('lists the accounts each kind may plan', async () => {
    const response = await request(reader, 'GET', '/budgets/accounts');
    expect(response.status).toBe(200);
    const { profitLoss, lineItem } = response.body.data as Record<string, { code: string; side: string }[]>;
    expect(profitLoss).toEqual(
      expect.arrayContaining([
        { code: '4000', name: 'Sales: products', side: 'income' },
        { code: '6050', name: 'Rent', side: 'expense' },
      ]),
    );
    expect(lineItem.every((account) => account.side === 'expense' && /^[56]/.test(account.code))).toBe(true);
    expect(lineItem.map((account) => account.code)).toContain('5000');
  });

  it('an admin creates too; a retried create with its Idempotency-Key answers the same id and appends once', async () => {
    const key = randomUUID();
    const body = { name: 'Running costs', kind: 'line-item', firstMonth: thisMonth, lines: [{ account: '6050', amounts: twelve('3000') }] };
    const first = await request(admin, 'POST', '/budgets', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const events = await countEvents(api);
    const again = await request(admin, 'POST', '/budgets', body, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await countEvents(api)).toBe(events);
    expect((await request(owner, 'GET', '/budgets?kind=line-item')).body.data).toHaveLength(1);
  });

  it.each([
    ['no name', { name: '' }, 'name', 'name is required'],
    ['an unknown kind', { kind: 'cash' }, 'kind', 'kind must be one of: profit-loss, line-item'],
    ['a bad month', { firstMonth: '2026-1' }, 'firstMonth', 'firstMonth must be a month as YYYY-MM, e.g. 2026-01'],
    ['a balance-sheet account', { lines: [{ account: '1000', amounts: twelve('1') }] }, 'lines[0].account', expect.stringContaining('1000 is not')],
    [
      'eleven amounts',
      { lines: [{ account: '4010', amounts: twelve('1').slice(1) }] },
      'lines[0].amounts',
      'lines[0].amounts must list 12 amounts, one per month',
    ],
    [
      'a negative amount',
      { lines: [{ account: '4010', amounts: [...twelve('1').slice(1), '-5'] }] },
      'lines[0].amounts[11]',
      'lines[0].amounts[11] must not be negative',
    ],
    [
      'three decimals',
      { lines: [{ account: '4010', amounts: ['1.001', ...twelve('1').slice(1)] }] },
      'lines[0].amounts[0]',
      'lines[0].amounts[0] must have at most 2 decimal places',
    ],
    [
      'an account twice',
      {
        lines: [
          { account: '6050', amounts: twelve('1') },
          { account: '6050', amounts: twelve('1') },
        ],
      },
      'lines[1].account',
      'lines[1].account 6050 is listed twice: one line per account',
    ],
    ['a businessId', { businessId: randomUUID() }, 'businessId', 'businessId is not a field this request accepts'],
    ['lines that are not a list', { lines: 'all' }, 'lines', 'lines must list at least one account with its amounts'],
  ])('refuses %s with 400 and changes nothing', async (_, change, field, message) => {
    const events = await countEvents(api);
    const response = await request(owner, 'POST', '/budgets', { ...plan, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: expect.any(String), errors: expect.arrayContaining([{ field, message }]) });
    expect(await countEvents(api)).toBe(events);
    // A bad replacement changes nothing either.
    const put = await request(owner, 'PUT', `/budgets/${budgetId}`, { ...plan, ...change });
    expect(put.status).toBe(400);
    expect(await countEvents(api)).toBe(events);
    expect((await request(owner, 'GET', `/budgets/${budgetId}`)).body.data.name).toBe('Plan for the year');
  });

  it('replaces the whole budget on PUT, its kind kept', async () => {
    const replaced = await request(owner, 'PUT', `/budgets/${budgetId}`, {
      name: 'Plan, revised',
      firstMonth: thisMonth,
      lines: [
        { account: '4010', amounts: twelve('12000') },
        { account: '6050', amounts: twelve('2000') },
        { account: '5000', amounts: twelve('100') },
      ],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.id).toBe(budgetId);
    const one = (await request(owner, 'GET', `/budgets/${budgetId}`)).body.data;
    expect(one.name).toBe('Plan, revised');
    expect(one.lines.map((line: { account: string }) => line.account)).toEqual(['4010', '6050', '5000']);
    expect(one.totalExpense).toBe('25200.00');

    const kind = await request(owner, 'PUT', `/budgets/${budgetId}`, { ...plan, kind: 'line-item', lines: [{ account: '6050', amounts: twelve('1') }] });
    expect(kind.status).toBe(400);
    expect(kind.body.message).toBe('kind cannot change: this is a profit-loss budget');
  });

  it('compares the budget with the journal lines of the sales and expenses recorded', async () => {
    const fitting = await createProduct(api, owner, { name: 'Fitting', kind: 'service' });
    const post = async (url: string, body: Record<string, unknown>) => {
      const response = await request(owner, 'POST', url, body);
      expect(response.status).toBe(201);
      return response.body.data as { id: string };
    };
    const today = businessToday();
    await post('/transactions/sales', { date: today, account: 'Cash', items: [{ product: fitting, quantity: 3, price: '4000.25' }] });
    await post('/transactions/expenses', { date: today, account: 'Cash', category: 'rent', amount: '2500' });
    const voided = await post('/transactions/expenses', { date: today, account: 'Cash', category: 'rent', amount: '999' });
    expect(
      (await api.request({ method: 'DELETE', url: `/api/v1/transactions/${voided.id}`, body: { reason: 'Entered twice' }, headers: as(owner) })).status,
    ).toBe(200);
    await post('/transactions/expenses', { date: today, account: 'Cash', category: 'utility', amount: '300' });
    // Last month: before the budget's year, so not counted.
    await post('/transactions/expenses', { date: lastMonthDate, account: 'Cash', category: 'rent', amount: '7777' });

    const response = await request(reader, 'GET', `/budgets/${budgetId}/actuals`);
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.months[0]).toBe(thisMonth);
    expect(data.budget.id).toBe(budgetId);
    const [sales, rent, cost] = data.lines;
    expect(sales).toMatchObject({ account: '4010', side: 'income' });
    expect(sales.months[0]).toEqual({ budget: '12000.00', actual: '12000.75', variance: '0.75', percentUsed: '100.01', overBudget: false });
    expect(rent.months[0]).toEqual({ budget: '2000.00', actual: '2500.00', variance: '500.00', percentUsed: '125.00', overBudget: true });
    expect(rent.months[1]).toMatchObject({ actual: '0.00', percentUsed: '0.00' });
    expect(cost.months[0]).toMatchObject({ budget: '100.00', actual: '0.00' });
    expect(data.expense.months[0]).toMatchObject({ budget: '2100.00', actual: '2500.00' });
    // The net profit counts the utility bill too, which the budget has no line for.
    expect(data.netProfit.months[0]).toEqual({ budget: '9900.00', actual: '9200.75', variance: '-699.25', percentUsed: '92.94', overBudget: false });
    expect(data.netProfit.total).toMatchObject({ budget: '118800.00', actual: '9200.75' });
  });

  it('answers 404 for another business’s budget, and changes nothing of it', async () => {
    const events = await countEvents(api);
    expect((await request(other, 'GET', `/budgets/${budgetId}`)).status).toBe(404);
    expect((await request(other, 'GET', `/budgets/${budgetId}/actuals`)).status).toBe(404);
    expect((await request(other, 'PUT', `/budgets/${budgetId}`, plan)).status).toBe(404);
    const deleted = await request(other, 'DELETE', `/budgets/${budgetId}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toMatchObject({ success: false, code: 'BUDGET_NOT_FOUND', message: 'Budget not found' });
    expect((await request(other, 'GET', '/budgets')).body.data).toEqual([]);
    expect(await countEvents(api)).toBe(events);
  });

  it('lets a member with Profit & Loss read but not write; refuses one without it', async () => {
    const events = await countEvents(api);
    expect((await request(reader, 'POST', '/budgets', plan)).status).toBe(403);
    expect((await request(reader, 'PUT', `/budgets/${budgetId}`, plan)).status).toBe(403);
    expect((await request(reader, 'DELETE', `/budgets/${budgetId}`)).status).toBe(403);
    expect((await request(clerk, 'GET', '/budgets')).status).toBe(403);
    expect((await request(clerk, 'GET', `/budgets/${budgetId}/actuals`)).status).toBe(403);
    expect(await countEvents(api)).toBe(events);
  });

  it('is locked on the free plan, as the Profit & Loss is', async () => {
    const free = await createOwner(api, { business: 'Micro Shop' });
    const events = await countEvents(api);
    const created = await request(free, 'POST', '/budgets', plan);
    expect(created.status).toBe(403);
    expect(created.body.message).toMatch(/Upgrade/);
    expect((await request(free, 'GET', '/budgets')).status).toBe(403);
    expect(await countEvents(api)).toBe(events);
  });

  it('deletes by archiving: gone from the lists and reads, the events kept', async () => {
    const deleted = await request(owner, 'DELETE', `/budgets/${budgetId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, message: 'Budget deleted successfully', data: { id: budgetId } });
    expect((await request(owner, 'GET', `/budgets/${budgetId}`)).status).toBe(404);
    expect((await request(owner, 'GET', '/budgets?kind=profit-loss')).body.data).toEqual([]);
    expect((await request(owner, 'DELETE', `/budgets/${budgetId}`)).status).toBe(404);
    expect((await request(owner, 'PUT', `/budgets/${budgetId}`, plan)).status).toBe(404);
    const { rows } = await api.runtime.pool.query<{ type: string }>("SELECT type FROM events WHERE data->>'budgetId' = $1 ORDER BY position", [budgetId]);
    expect(rows.map((row) => row.type)).toEqual(['BudgetCreated', 'BudgetUpdated', 'BudgetDeleted']);
    const archived = await api.runtime.pool.query('SELECT deleted FROM budgets WHERE budget_id = $1', [budgetId]);
    expect(archived.rows).toEqual([{ deleted: true }]);
  });

  it('rebuilds the read model to the same rows', async () => {
    const rowsNow = async () => ({
      budgets: (await api.runtime.pool.query('SELECT * FROM budgets ORDER BY business_id, budget_id')).rows,
      lines: (await api.runtime.pool.query('SELECT business_id, budget_id, line_no, account_code, amounts::text FROM budget_lines ORDER BY 1, 2, 3')).rows,
    });
    const before = await rowsNow();
    expect(before.budgets.length).toBeGreaterThan(0);
    const dry = (await rebuildWith(api.runtime, projectorNamed('budgets')!, { dryRun: true })) as RebuildResult;
    expect(dry.identical).toBe(true);
    await rebuildWith(api.runtime, projectorNamed('budgets')!);
    expect(await rowsNow()).toEqual(before);
  });
});
