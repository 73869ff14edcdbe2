import { Decimal } from '@ledgerline/ledger';
import { actAsNewOwner, addMember, as, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createContact, createProduct, stockOf, trialBalance } from './support/trade-fixtures.js';

const today = '2026-11-22';

describe('sales, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let bankId: string;
  let rice: string;
  let oil: string;
  let fitting: string;
  let customer: string;

  const sell = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url: '/api/v1/transactions/sales', body: { date: today, account: 'Cash', ...body }, headers });
  const balance = (account: string, subAccount = '') => balanceOf(api, owner.businessId, account, subAccount);
  const stock = (productId: string) => stockOf(api, owner.businessId, productId);
  const expectTrialBalanceZero = async () => {
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }] });
    const details = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails' });
    bankId = details.body.data.accounts.find((a: { code: string }) => a.code === '1010').id;
    rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    oil = await createProduct(api, owner, { name: 'Palm oil 5L' });
    fitting = await createProduct(api, owner, { name: 'Fitting', kind: 'service' });
    customer = await createContact(api, owner, 'Ada Obi');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('buys stock with a purchase', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/purchases',
      body: {
        date: '2026-11-20',
        items: [
          { product: rice, quantity: 50, price: '1200' },
          { product: oil, quantity: '3', price: '333.33' },
        ],
        account: 'Cash',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Purchase recorded successfully',
      data: { id: expect.any(String), reference: expect.stringMatching(/^[A-Z0-9]{6}$/), position: expect.stringMatching(/^\d+$/), total: '60999.99' },
    });
    expect(await stock(rice)).toEqual({ quantity: '50', value: '60000.00' });
    expect(await stock(oil)).toEqual({ quantity: '3', value: '999.99' });
    expect(await balance('1200')).toBe('60999.99');
    expect(await balance('1000')).toBe('-60999.99');
  });

  it('records a sale with a percent discount, delivery and tax: revenue, cost at the moving average, stock out', async () => {
    const response = await sell({
      items: [
        { product: rice, quantity: '3', price: '1500' },
        { product: fitting, quantity: 1, price: 2000 },
      ],
      discount: '10',
      discountType: 'percent',
      delivery: { type: 'fixed', value: '500' },
      tax: '7.5',
      taxType: 'percent',
      account: bankId,
      description: 'Walk-in customer',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: 'Sale recorded successfully', data: { total: '6837.50' } });

    // S 6500.00, D 10% of S = 650.00, L 500.00, X 7.5% of S = 487.50; cost of 3 rice: 60000 × 3 / 50.
    expect(await balance('1010', bankId)).toBe('6837.50');
    expect(await balance('4000')).toBe('-4500.00');
    expect(await balance('4010')).toBe('-2000.00');
    expect(await balance('4050')).toBe('650.00');
    expect(await balance('4100')).toBe('-500.00');
    expect(await balance('2100')).toBe('-487.50');
    expect(await balance('5000')).toBe('3600.00');
    expect(await balance('1200')).toBe('57399.99');
    expect(await stock(rice)).toEqual({ quantity: '47', value: '56400.00' });
    await expectTrialBalanceZero();

    const row = await api.runtime.pool.query('SELECT type, amount, paid, balance_due, account, description FROM transactions WHERE transaction_id = $1', [
      response.body.data.id,
    ]);
    expect(row.rows[0]).toMatchObject({ type: 'sales', account: bankId, description: 'Walk-in customer' });
    expect(new Decimal(row.rows[0].amount).toFixed(2)).toBe('6837.50');
    expect(new Decimal(row.rows[0].balance_due).isZero()).toBe(true);
  });

  it('records a credit sale with a deposit: the rest is receivable from the customer', async () => {
    const response = await sell({
      items: [{ product: oil, quantity: '2', price: '1500.00' }],
      credit: true,
      initial_deposit: '1000',
      due_date: '2026-12-22',
      entity: customer,
    });
    expect(response.status).toBe(201);
    expect(await balance('1100')).toBe('2000.00');
    const receivable = await api.runtime.pool.query("SELECT contact_id, debit FROM journal_lines WHERE entry_id = $1 AND account_code = '1100'", [
      response.body.data.id,
    ]);
    expect(receivable.rows).toEqual([{ contact_id: customer, debit: '2000.00' }]);
    const row = await api.runtime.pool.query('SELECT paid, balance_due, due_date::text AS due_date, entity_id FROM transactions WHERE transaction_id = $1', [
      response.body.data.id,
    ]);
    expect(row.rows[0]).toMatchObject({ due_date: '2026-12-22', entity_id: customer });
    expect([new Decimal(row.rows[0].paid).toFixed(2), new Decimal(row.rows[0].balance_due).toFixed(2)]).toEqual(['1000.00', '2000.00']);
    // round(999.99 × 2 / 3) = 666.66 leaves 333.33 for the last one.
    expect(await stock(oil)).toEqual({ quantity: '1', value: '333.33' });
    await expectTrialBalanceZero();
  });

  it('selling the last unit empties its value exactly', async () => {
    expect((await sell({ items: [{ product: oil, quantity: 1, price: 1500 }] })).status).toBe(201);
    expect(await stock(oil)).toEqual({ quantity: '0', value: '0.00' });
    expect(await balance('5000')).toBe(new Decimal('3600.00').plus('999.99').toFixed(2));
    await expectTrialBalanceZero();
  });

  it('refuses selling more than is in stock with 409 STOCK_INSUFFICIENT, naming the product and what is on hand, appending nothing', async () => {
    const events = await countEvents(api);
    const response = await sell({ items: [{ product: rice, quantity: '48', price: '1500' }] });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      success: false,
      code: 'STOCK_INSUFFICIENT',
      message: 'Only 47 of Rice 50kg in stock',
      errors: [{ field: 'items[0].quantity', message: 'Only 47 of Rice 50kg in stock' }],
    });
    const twoLines = await sell({
      items: [
        { product: rice, quantity: '40', price: '1500' },
        { product: rice, quantity: '8', price: '1500' },
      ],
    });
    expect(twoLines.status).toBe(409);
    expect(twoLines.body.errors).toEqual([{ field: 'items[1].quantity', message: 'Only 47 of Rice 50kg in stock' }]);
    const soldOut = await sell({ items: [{ product: oil, quantity: '1', price: '1500' }] });
    expect(soldOut.body.message).toBe('Only 0 of Palm oil 5L in stock');
    expect(await countEvents(api)).toBe(events);
    expect(await stock(rice)).toEqual({ quantity: '47', value: '56400.00' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a zero quantity', { items: [{ product: 'RICE', quantity: '0', price: '1' }] }, 'items[0].quantity', 'AMOUNT_NOT_POSITIVE'],
    ['a quantity with 5 decimals', { items: [{ product: 'RICE', quantity: '1.00001', price: '1' }] }, 'items[0].quantity', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['a price with 3 decimals', { items: [{ product: 'RICE', quantity: '1', price: '1.001' }] }, 'items[0].price', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['a negative price', { items: [{ product: 'RICE', quantity: '1', price: -5 }] }, 'items[0].price', 'AMOUNT_NEGATIVE'],
    ['an unknown product', { items: [{ product: 'rice-bag', quantity: '1', price: '1' }] }, 'items[0].product', 'UNKNOWN_PRODUCT'],
    ['an unknown contact', { entity: 'Ada Obi' }, 'entity', 'UNKNOWN_CONTACT'],
    ['credit without a contact', { credit: true, due_date: '2026-12-01' }, 'entity', 'ENTITY_REQUIRED'],
    ['credit without a due date', { credit: true, entity: 'CUSTOMER' }, 'due_date', 'DUE_DATE_REQUIRED'],
    ['a deposit above the total', { credit: true, entity: 'CUSTOMER', due_date: '2026-12-01', initial_deposit: '1500.01' }, 'initial_deposit', 'OVERPAYMENT'],
    ['a discount above the total', { discount: '1500.01' }, 'discount', 'AMOUNT_NEGATIVE'],
    ['a bad discount type', { discount: '5', discountType: 'half' }, 'discountType', 'INVALID_CHOICE'],
    ['an unparseable date', { date: '22/11/2026' }, 'date', 'INVALID_DATE'],
    ['an unknown account', { account: 'Zenith' }, 'account', 'UNKNOWN_ACCOUNT'],
    ['a total the form showed otherwise', { total: '1499.99' }, 'total', 'INVALID_VALUE'],
    ['no items', { items: [] }, 'items', 'REQUIRED'],
    ['items that are not a list', { items: 'rice' }, 'items', 'VALIDATION_FAILED'],
    ['an unknown field', { customer: 'Ada' }, 'customer', 'VALIDATION_FAILED'],
    ['an unknown item field', { items: [{ product: 'RICE', quantity: '1', price: '1500', colour: 'red' }] }, 'items.0.colour', 'VALIDATION_FAILED'],
  ])('refuses %s with 400 naming the field, appending nothing', async (_, overrides, field, code) => {
    const replace = (value: unknown): unknown =>
      value === 'RICE'
        ? rice
        : value === 'CUSTOMER'
          ? customer
          : Array.isArray(value)
            ? value.map(replace)
            : value && typeof value === 'object'
              ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]))
              : value;
    const events = await countEvents(api);
    const response = await sell(replace({ items: [{ product: rice, quantity: '1', price: '1500' }], ...overrides }) as Record<string, unknown>);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(response.body.code).toBe(code);
    expect(await countEvents(api)).toBe(events);
  });

  it.each([
    ['product', { items: [{ product: '00000000-0000-4000-8000-000000000000', quantity: '1', price: '1' }] }, 'items[0].product', 'PRODUCT_NOT_FOUND'],
    ['contact', { entity: '00000000-0000-4000-8000-000000000000' }, 'entity', 'CONTACT_NOT_FOUND'],
  ])('answers an id that is not one of the business’s (%s) with 404 naming the field, appending nothing', async (_, overrides, field, code) => {
    const events = await countEvents(api);
    const response = await sell({ items: [{ product: rice, quantity: '1', price: '1500' }], ...overrides });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, code, errors: [expect.objectContaining({ field })] });
    expect(await countEvents(api)).toBe(events);
  });

  it('answers a retried sale (same Idempotency-Key and body) as the first, recording it once', async () => {
    const body = { items: [{ product: rice, quantity: '1', price: '1500' }] };
    const headers = { 'idempotency-key': 'sale-retry-0001' };
    const first = await sell(body, headers);
    expect(first.status).toBe(201);
    const events = await countEvents(api);
    const second = await sell(body, headers);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await countEvents(api)).toBe(events);
    expect(await stock(rice)).toEqual({ quantity: '46', value: '55200.00' });
  });

  it('lets a member with 23 sell for cash but on credit only with 28 too; 403 without either', async () => {
    const seller = await addMember(api, owner, { access: [23] });
    const creditSeller = await addMember(api, owner, { access: [23, 28] });
    const viewer = await addMember(api, owner, { access: [2, 51] });
    const cash = { date: today, account: 'Cash', items: [{ product: fitting, quantity: '1', price: '100' }] };
    const credit = { ...cash, credit: true, due_date: '2026-12-31', entity: customer };
    const post = (user: { cookie: string }, body: unknown) => api.request({ method: 'POST', url: '/api/v1/transactions/sales', body, headers: as(user) });

    expect((await post(seller, cash)).status).toBe(201);
    const events = await countEvents(api);
    const refused = await post(seller, credit);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'PERMISSION_DENIED' });
    expect(await countEvents(api)).toBe(events);
    expect((await post(creditSeller, credit)).status).toBe(201);
    expect((await post(viewer, cash)).status).toBe(403);
  });

  it('documents both routes in OpenAPI, with examples', async () => {
    const docs = await api.request({ method: 'GET', url: '/api/docs/openapi.json' });
    for (const path of ['/api/v1/transactions/sales', '/api/v1/transactions/purchases']) {
      const operation = docs.body.paths[path].post;
      expect(Object.keys(operation.requestBody.content['application/json'].examples)).toEqual(['cash', 'credit']);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '400', '403']));
    }
  });

  it('sells below zero stock when the business allows it, at the last known average', async () => {
    const setting = await api.request({ method: 'POST', url: '/api/v1/accounts/settings/inventory-zero-stock-level', body: { allowZeroStockLevel: true } });
    expect(setting.status).toBeLessThan(300);
    const response = await sell({ items: [{ product: rice, quantity: '48', price: '1500' }] });
    expect(response.status).toBe(201);
    // 46 worth 55200.00 (1200 each); 48 at that average: 57600.00.
    expect(await stock(rice)).toEqual({ quantity: '-2', value: '-2400.00' });
    await expectTrialBalanceZero();
  });
});
