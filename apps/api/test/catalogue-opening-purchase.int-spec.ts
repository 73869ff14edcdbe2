import { addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, trialBalance } from './support/trade-fixtures.js';

// Spec 001 §5: "A negative quantity makes the Account Type select required … the record will be
// created as a purchase, with quantity times cost price deducted from the chosen account."

describe('a negative opening quantity records a purchase (through HTTP, on PostgreSQL)', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  let gtb = '';

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, {
      plan: 'professional',
      business: 'Ada Stores',
      bankAccounts: [{ bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123456789' }],
    });
    other = await createOwner(api, {
      plan: 'professional',
      business: 'Bravo Traders',
      bankAccounts: [{ bankName: 'Zenith', accountName: 'Bravo Traders', accountNumber: '9876543210' }],
    });
    gtb = (await get('/api/v1/accounts/bank-accounts')).body.data[0].bankAccountId;
  });
  afterAll(async () => {
    await api?.close();
  });

  const post = (url: string, body: unknown, user: { cookie: string } = owner, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url, body, headers: as(user, headers) });
  const get = (url: string, user: { cookie: string } = owner) => api.request({ method: 'GET', url, headers: as(user) });
  const rows = async (text: string, values: unknown[]) => (await api.runtime.pool.query(text, values)).rows;
  const productsNamed = async (name: string) => rows('SELECT product_id FROM products WHERE business_id = $1 AND name = $2', [owner.businessId, name]);
  const expectBooksBalance = async (businessId = owner.businessId) => {
    const totals = await trialBalance(api, businessId);
    expect(totals.debit).toBe(totals.credit);
  };

  it('creates the product and a paid purchase of |q| from the bank account, in one append: stock |q|, 1200 debited, the bank credited', async () => {
    const response = await post('/api/v1/inventories', {
      type: 'PRODUCT',
      name: 'Garri 10kg',
      sku: 'GARRI-10',
      quantity: '-4',
      buyingPrice: '1200.50',
      sellingPrice: '1500',
      accountType: gtb,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Product created successfully',
      data: {
        name: 'Garri 10kg',
        quantity: '4',
        stockValue: '4802.00',
        stockTransaction: null,
        purchaseTransaction: { id: expect.any(String), reference: expect.stringMatching(/^[A-Z0-9]{6}$/) },
      },
    });
    const productId = response.body.data.id as string;
    const purchase = response.body.data.purchaseTransaction as { id: string; reference: string };

    const events = await rows('SELECT type, tx_id::text AS tx FROM events WHERE stream_id = $1 ORDER BY position DESC LIMIT 2', [
      `business-${owner.businessId}`,
    ]);
    expect(events.map((event) => event.type)).toEqual(['PurchaseRecorded', 'ProductCreated']);
    expect(events[0].tx).toBe(events[1].tx);

    expect((await get(`/api/v1/inventories/${productId}`)).body.data).toMatchObject({ quantity: '4', stockValue: '4802.00' });
    expect(await balanceOf(api, owner.businessId, '1200')).toBe('4802.00');
    expect(await balanceOf(api, owner.businessId, '1010', gtb)).toBe('-4802.00');
    await expectBooksBalance();

    // It is a purchase among the transactions.
    expect(
      await rows('SELECT type, amount, reference FROM transactions WHERE business_id = $1 AND transaction_id = $2', [owner.businessId, purchase.id]),
    ).toEqual([{ type: 'purchases', amount: '4802.00', reference: purchase.reference }]);
    const purchases = await get('/api/v1/transactions/purchases');
    expect(purchases.status).toBe(200);
    expect(JSON.stringify(purchases.body.data)).toContain(purchase.reference);
  });

  it('pays from cash when the Account Type is Cash', async () => {
    const cashBefore = await balanceOf(api, owner.businessId, '1000');
    const response = await post('/api/v1/inventories', { name: 'Beans 5kg', quantity: '-2', buyingPrice: '3000', sellingPrice: '3600', accountType: 'Cash' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ quantity: '2', stockValue: '6000.00' });
    expect(Number(await balanceOf(api, owner.businessId, '1000')) - Number(cashBefore)).toBe(-6000);
    await expectBooksBalance();
  });

  it('answers a retry with the same Idempotency-Key as the first time, recording the purchase once', async () => {
    const body = { name: 'Yam tuber', quantity: '-3', buyingPrice: '800', sellingPrice: '1000', accountType: 'Cash' };
    const headers = { 'idempotency-key': 'opening-purchase-retry-1' };
    const first = await post('/api/v1/inventories', body, owner, headers);
    expect(first.status).toBe(201);
    const events = await countEvents(api);
    const second = await post('/api/v1/inventories', body, owner, headers);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await countEvents(api)).toBe(events);
    expect(await productsNamed('Yam tuber')).toHaveLength(1);
  });

  it('refuses a negative quantity without an Account Type, with one the business does not have, or without a cost price: nothing is stored', async () => {
    const before = await countEvents(api);
    const journal = await rows('SELECT count(*)::int AS n FROM journal_lines WHERE business_id = $1', [owner.businessId]);
    const attempt = (extra: Record<string, unknown>) =>
      post('/api/v1/inventories', { name: 'Refused rice', quantity: '-1', buyingPrice: '10', sellingPrice: '12', ...extra });

    const missing = await attempt({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      success: false,
      code: 'REQUIRED',
      errors: [{ field: 'accountType', message: 'Choose the Account Type the purchase is paid from: Cash or a bank account' }],
    });
    const typed = await attempt({ accountType: 'Zenith' });
    expect(typed.status).toBe(400);
    expect(typed.body).toMatchObject({ code: 'UNKNOWN_ACCOUNT', errors: [{ field: 'accountType' }] });
    // Another business's bank account is no account of this one: like every id of another business, 404.
    const theirs = (await get('/api/v1/accounts/bank-accounts', other)).body.data[0].bankAccountId as string;
    const foreign = await attempt({ accountType: theirs });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'BANK_ACCOUNT_NOT_FOUND', errors: [{ field: 'accountType' }] });
    const noCost = await attempt({ accountType: 'Cash', buyingPrice: undefined });
    expect(noCost.status).toBe(400);
    expect(noCost.body.errors).toEqual([{ field: 'buyingPrice', message: 'Cost price is required' }]);

    expect(await countEvents(api)).toBe(before);
    expect(await rows('SELECT count(*)::int AS n FROM journal_lines WHERE business_id = $1', [owner.businessId])).toEqual(journal);
    expect(await productsNamed('Refused rice')).toEqual([]);
  });

  it('ignores the Account Type when the quantity is 0 or more', async () => {
    const response = await post('/api/v1/inventories', {
      name: 'Salt 1kg',
      quantity: '5',
      buyingPrice: '200',
      sellingPrice: '250',
      accountType: 'not an account',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ quantity: '5', stockTransaction: { reference: expect.any(String) }, purchaseTransaction: null });
  });

  it('needs the right to record a purchase as well (25 or 22): a member with 32 alone is refused, with 32 and 25 it is recorded', async () => {
    const creator = await addMember(api, owner, { access: [32] });
    const buyer = await addMember(api, owner, { access: [32, 25] });
    const body = { name: 'Sugar 1kg', quantity: '-1', buyingPrice: '900', sellingPrice: '1100', accountType: 'Cash' };
    const before = await countEvents(api);
    const refused = await post('/api/v1/inventories', body, creator);
    expect(refused.status).toBe(403);
    expect(await countEvents(api)).toBe(before);
    expect((await post('/api/v1/inventories', { ...body, quantity: '0' }, creator)).status).toBe(201);
    expect((await post('/api/v1/inventories', { ...body, name: 'Sugar 2kg' }, buyer)).status).toBe(201);
  });

  it('refuses a negative quantity where no account can be chosen: a copy in another business, a variant', async () => {
    const branch = (await post('/api/v1/accounts/businesses', { name: 'Ikeja Branch' })).body.data.businessId as string;
    const rice = (await post('/api/v1/inventories', { name: 'Ofada rice', buyingPrice: '2000', sellingPrice: '2600' })).body.data.id as string;
    const before = await countEvents(api);
    const copy = await post('/api/v1/inventories/replicate-products', { product: rice, businesses: [{ business: branch, quantity: '-2' }] });
    expect(copy.status).toBe(400);
    expect(copy.body.errors).toEqual([{ field: 'businesses[0].quantity', message: expect.stringMatching(/^quantity cannot be negative in another business/) }]);

    const variant = await post('/api/v1/inventories', {
      name: 'Polo shirt',
      sellingPrice: '5000',
      accountType: 'Cash',
      hasVariants: true,
      variants: [{ name: 'S', sku: 'POLO-S', quantity: '-1', buyingPrice: '100', sellingPrice: '200' }],
    });
    expect(variant.status).toBe(400);
    expect(variant.body.errors).toEqual([{ field: 'variants[0].quantity', message: expect.stringMatching(/^A variant’s quantity cannot be negative/) }]);
    expect(await countEvents(api)).toBe(before);
  });

  it('refuses an imported row with a negative quantity, saying why, and takes the others', async () => {
    const csv = 'Name,SKU,Quantity,Buying Price,Selling Price\nImported owed,IMP-NEG,-3,100,150\nImported fine,IMP-OK,3,100,150\n';
    const form = new FormData();
    form.append('imageFile', new Blob([new TextEncoder().encode(csv)], { type: 'text/csv' }), 'products.csv');
    const response = await fetch(`${api.baseUrl}/api/v1/inventories/import/csv`, { method: 'POST', headers: { cookie: owner.cookie }, body: form });
    const body = (await response.json()) as any;
    expect(response.status).toBe(201);
    expect(body.data.products.map((row: { sku: string }) => row.sku)).toEqual(['IMP-OK']);
    expect(body.data.refused).toEqual([
      { line: 2, reasons: [expect.stringMatching(/^quantity cannot be negative here: a negative quantity is recorded as a purchase/)] },
    ]);
  });
});
