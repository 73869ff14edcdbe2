import { addMember, actAsNewOwner, as, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createContact, createProduct, stockOf, trialBalance } from './support/trade-fixtures.js';

const today = '2026-11-20';

describe('purchases, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let rice: string;
  let beans: string;
  let fitting: string;
  let supplier: string;

  const buy = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url: '/api/v1/transactions/purchases', body: { date: today, account: 'Cash', ...body }, headers });
  const balance = (account: string) => balanceOf(api, owner.businessId, account);

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api);
    rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    beans = await createProduct(api, owner, { name: 'Beans 25kg' });
    fitting = await createProduct(api, owner, { name: 'Fitting', kind: 'service' });
    supplier = await createContact(api, owner, 'Bola Supplies');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('records a credit purchase: stock in at line totals, discount received, transport, VAT receivable, the rest payable', async () => {
    const response = await buy({
      items: [
        { product: rice, quantity: '10', price: '1200.00' },
        { product: beans, quantity: '2.5', price: '999.99' }, // 2499.975 → 2499.98
      ],
      discount: { type: 'percent', value: '5' }, // 14499.98 × 5% = 724.999 → 725.00
      delivery: '300',
      tax: '7.5', // percent by default: 1087.4985 → 1087.50
      credit: true,
      initial_deposit: '5000',
      due_date: '2026-12-20',
      entity: supplier,
      reference: 'PO-0001',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: 'Purchase recorded successfully', data: { reference: 'PO-0001', total: '15162.48' } });
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '10', value: '12000.00' });
    expect(await stockOf(api, owner.businessId, beans)).toEqual({ quantity: '2.5', value: '2499.98' });
    expect(await balance('1200')).toBe('14499.98');
    expect(await balance('6030')).toBe('300.00');
    expect(await balance('1300')).toBe('1087.50');
    expect(await balance('4200')).toBe('-725.00');
    expect(await balance('1000')).toBe('-5000.00');
    expect(await balance('2000')).toBe('-10162.48');
    const payable = await api.runtime.pool.query("SELECT contact_id FROM journal_lines WHERE entry_id = $1 AND account_code = '2000'", [response.body.data.id]);
    expect(payable.rows).toEqual([{ contact_id: supplier }]);
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
  });

  it('adds to stock at the new line totals (moving average)', async () => {
    expect((await buy({ items: [{ product: rice, quantity: 5, price: '1300' }] })).status).toBe(201);
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '15', value: '18500.00' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a service', { items: [{ product: 'FITTING', quantity: '1', price: '10' }] }, 'items[0].product', 'INVALID_CHOICE'],
    ['an unknown product', { items: [{ product: 'nope', quantity: '1', price: '10' }] }, 'items[0].product', 'UNKNOWN_PRODUCT'],
    ['an unknown supplier', { entity: 'nope' }, 'entity', 'UNKNOWN_CONTACT'],
    ['credit without a due date', { credit: true, entity: 'SUPPLIER' }, 'due_date', 'DUE_DATE_REQUIRED'],
    ['a deposit above the total', { credit: true, entity: 'SUPPLIER', due_date: '2026-12-01', initial_deposit: '10.01' }, 'initial_deposit', 'OVERPAYMENT'],
    ['a taken reference', { reference: 'PO-0001' }, 'reference', 'REFERENCE_TAKEN'],
  ])('refuses %s naming the field, appending nothing', async (_, overrides, field, code) => {
    const swap = (value: unknown) => (value === 'FITTING' ? fitting : value === 'SUPPLIER' ? supplier : value);
    const body: Record<string, unknown> = { items: [{ product: rice, quantity: '1', price: '10' }], ...overrides };
    for (const key of Object.keys(body)) body[key] = swap(body[key]);
    if (Array.isArray(body.items)) body.items = body.items.map((item: Record<string, unknown>) => ({ ...item, product: swap(item.product) }));
    const events = await countEvents(api);
    const response = await buy(body);
    expect(response.status).toBe(code === 'REFERENCE_TAKEN' ? 409 : 400);
    expect(response.body).toMatchObject({ success: false, code, errors: [{ field }] });
    expect(await countEvents(api)).toBe(events);
  });

  it('lets a member with 25 buy for cash but on credit only with 29 too', async () => {
    const buyer = await addMember(api, owner, { access: [25] });
    const creditBuyer = await addMember(api, owner, { access: [25, 29] });
    const seller = await addMember(api, owner, { access: [23, 28] });
    const cash = { date: today, account: 'Cash', items: [{ product: beans, quantity: '1', price: '1000' }] };
    const credit = { ...cash, credit: 'true', due_date: '2026-12-31', entity: supplier };
    const post = (user: { cookie: string }, body: unknown) => api.request({ method: 'POST', url: '/api/v1/transactions/purchases', body, headers: as(user) });
    expect((await post(buyer, cash)).status).toBe(201);
    expect(await post(buyer, credit)).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
    expect((await post(creditBuyer, credit)).status).toBe(201);
    expect((await post(seller, cash)).status).toBe(403);
  });

  it('answers a retried purchase as the first, recording it once', async () => {
    const body = { items: [{ product: beans, quantity: '1', price: '1000' }] };
    const headers = { 'idempotency-key': 'purchase-retry-0001' };
    const first = await buy(body, headers);
    const events = await countEvents(api);
    const second = await buy(body, headers);
    expect(second).toMatchObject({ status: 201, body: first.body });
    expect(await countEvents(api)).toBe(events);
  });
});
