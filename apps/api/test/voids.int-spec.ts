import { jest } from '@jest/globals';
import { rebuildWith } from '@ledgerline/platform';
import { documentsProjector, ledgerProjector } from '@ledgerline/projections';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { actAsNewOwner, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { balanceOf, createContact, createProduct, stockOf, trialBalance } from './support/trade-fixtures.js';

// Set-up records a business's worth of documents over HTTP; slow machines need more than 5 s.
jest.setTimeout(60_000);

const MONEY_IN = '/api/v1/transactions/money-in';

describe('voids and amendments (through HTTP, on PostgreSQL)', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let bankId: string;
  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }] });
    const details = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails' });
    bankId = details.body.data.accounts.find((account: { code: string }) => account.code === '1010').id;
  });
  afterAll(async () => {
    await api?.close();
  });

  const balances = async (position?: string) => {
    const response = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: position ? { 'x-consistent-after': position } : {} });
    expect(response.status).toBe(200);
    const accounts = response.body.data.accounts as { code: string; balance: string }[];
    return { cash: accounts.find((a) => a.code === '1000')!.balance, bank: accounts.find((a) => a.code === '1010')!.balance };
  };
  const moneyIn = async (body: Record<string, unknown>) => {
    const response = await api.request({ method: 'POST', url: MONEY_IN, body: { date: '2026-03-10', subtype: 'capital', account: 'Cash', ...body } });
    expect(response.status).toBe(201);
    return response.body.data as { id: string; reference: string; position: string };
  };
  const allBooks = async () => {
    const { rows } = await api.runtime.pool.query(
      'SELECT coalesce(sum(debit_total), 0) AS debit, coalesce(sum(credit_total), 0) AS credit FROM account_balances',
    );
    return rows[0];
  };
  const detail = async (reference: string) => {
    const response = await api.request({ method: 'GET', url: `/api/v1/transactions/${reference}` });
    expect(response.status).toBe(200);
    return response.body.data;
  };

  it('voids money in: balances come back, the list shows it voided, the books still balance', async () => {
    const before = await balances();
    const recorded = await moneyIn({ amount: '1000.00', description: 'Capital to void' });
    expect((await balances(recorded.position)).cash).toBe((Number(before.cash) + 1000).toFixed(2));

    const voided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${recorded.id}` });
    expect(voided.status).toBe(200);
    expect(voided.body).toEqual({
      success: true,
      message: 'Transaction voided successfully',
      data: { id: recorded.id, reference: recorded.reference, position: expect.stringMatching(/^\d+$/) },
    });
    expect(await balances(voided.body.data.position)).toEqual(before);

    const row = await detail(recorded.reference);
    expect(row).toMatchObject({ id: recorded.id, status: 'voided', amount: '1000.00', lines: [] });
    const list = await api.request({ method: 'GET', url: '/api/v1/transactions?q=Capital%20to%20void' });
    expect(list.body.data.data).toEqual([expect.objectContaining({ id: recorded.id, status: 'voided' })]);
    const totals = await allBooks();
    expect(totals.debit).toBe(totals.credit);
    // The reversal is dated as the original.
    const { rows } = await api.runtime.pool.query("SELECT DISTINCT to_char(effective_date, 'YYYY-MM-DD') AS date FROM journal_lines WHERE entry_id = $1", [
      recorded.id,
    ]);
    expect(rows).toEqual([{ date: '2026-03-10' }]);
  });

  it('refuses to void a void with 409, appending nothing', async () => {
    const recorded = await moneyIn({ amount: '20.00' });
    expect((await api.request({ method: 'DELETE', url: `/api/v1/transactions/${recorded.id}` })).status).toBe(200);
    const events = await countEvents(api);
    const again = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${recorded.reference}` });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'TRANSACTION_ALREADY_VOIDED', message: 'This transaction has already been voided' });
    expect(await countEvents(api)).toBe(events);
  });

  it('voids by reference, with a reason', async () => {
    const before = await balances();
    const recorded = await moneyIn({ amount: '75.50', reference: 'VOIDREF1', account: bankId });
    const voided = await api.request({ method: 'DELETE', url: '/api/v1/transactions/VOIDREF1', body: { reason: 'Recorded twice' } });
    expect(voided.status).toBe(200);
    expect(voided.body.data).toMatchObject({ id: recorded.id, reference: 'VOIDREF1' });
    expect(await balances(voided.body.data.position)).toEqual(before);
    const { rows } = await api.runtime.pool.query("SELECT data FROM events WHERE type = 'TransactionVoided' AND data->>'reference' = 'VOIDREF1'");
    expect(rows[0].data).toMatchObject({ voidedType: 'MoneyInRecorded', reason: 'Recorded twice', date: '2026-03-10' });
  });

  it('refuses the sale and repayment variants for other documents (400), unknown ids (404) and bad bodies, appending nothing', async () => {
    const recorded = await moneyIn({ amount: '5.00' });
    const events = await countEvents(api);
    const sale = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${recorded.id}/sales` });
    expect(sale.status).toBe(400);
    expect(sale.body).toMatchObject({ success: false, code: 'NOT_A_SALE' });
    const repayment = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${recorded.reference}/sales-repayment` });
    expect(repayment.status).toBe(400);
    expect(repayment.body).toMatchObject({ success: false, code: 'NOT_A_PAYMENT' });
    const missing = await api.request({ method: 'DELETE', url: '/api/v1/transactions/NOSUCHREF' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'TRANSACTION_NOT_FOUND' });
    const extra = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${recorded.id}`, body: { reason: 'x', businessId: 'other' } });
    expect(extra.status).toBe(400);
    expect(await countEvents(api)).toBe(events);
  });

  it('does not let another business void or amend these transactions (404)', async () => {
    const recorded = await moneyIn({ amount: '9.00' });
    const other = await createOwner(api);
    const events = await countEvents(api);
    for (const url of [`/api/v1/transactions/${recorded.id}`, `/api/v1/transactions/${recorded.reference}/sales`]) {
      const response = await api.request({ method: 'DELETE', url, headers: as(other) });
      expect(response.status).toBe(404);
    }
    const patch = await api.request({ method: 'PATCH', url: `/api/v1/transactions/${recorded.id}`, body: { amount: '1.00' }, headers: as(other) });
    expect(patch.status).toBe(404);
    const read = await api.request({ method: 'GET', url: `/api/v1/transactions/${recorded.reference}`, headers: as(other) });
    expect(read.status).toBe(404);
    expect(await countEvents(api)).toBe(events);
    expect((await detail(recorded.id)).status).toBe('posted');
  });

  it('amends money in (amount and account): balances follow, one event, listed once with the new amount', async () => {
    const before = await balances();
    const recorded = await moneyIn({ amount: '500.00', description: 'Loan to amend', subtype: 'loan' });
    const events = await countEvents(api);
    const amended = await api.request({ method: 'PATCH', url: `/api/v1/transactions/${recorded.id}`, body: { amount: '750.00', account: bankId } });
    expect(amended.status).toBe(200);
    expect(amended.body).toEqual({
      success: true,
      message: 'Transaction updated successfully',
      data: { id: recorded.id, reference: recorded.reference, position: expect.stringMatching(/^\d+$/) },
    });
    expect(await countEvents(api)).toBe(events + 1);
    const after = await balances(amended.body.data.position);
    expect(after.cash).toBe(before.cash);
    expect(after.bank).toBe((Number(before.bank) + 750).toFixed(2));

    const list = await api.request({ method: 'GET', url: '/api/v1/transactions?q=Loan%20to%20amend' });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.data[0]).toMatchObject({ id: recorded.id, amount: '750.00', account: bankId, subtype: 'loan', status: 'posted' });
    const row = await detail(recorded.reference);
    expect(row.lines).toEqual([
      { account: '1010', subAccount: bankId, debit: '750.00', credit: '0.00' },
      { account: '2200', debit: '0.00', credit: '750.00' },
    ]);
    const totals = await allBooks();
    expect(totals.debit).toBe(totals.credit);
  });

  it('dates the reversal as the original and the corrected lines as the corrected document', async () => {
    const recorded = await moneyIn({ amount: '40.00', date: '2026-01-15' });
    const amended = await api.request({ method: 'PATCH', url: `/api/v1/transactions/${recorded.reference}`, body: { date: '2026-02-20' } });
    expect(amended.status).toBe(200);
    const { rows } = await api.runtime.pool.query(
      "SELECT to_char(effective_date, 'YYYY-MM-DD') AS date, sum(debit - credit) AS net FROM journal_lines WHERE entry_id = $1 AND account_code = '1000' GROUP BY 1 ORDER BY 1",
      [recorded.id],
    );
    expect(rows).toEqual([
      { date: '2026-01-15', net: '0.00' },
      { date: '2026-02-20', net: '40.00' },
    ]);
    expect((await detail(recorded.id)).date).toBe('2026-02-20');
  });

  it('amends a voided transaction never, and an amended one can be voided back to nothing', async () => {
    const before = await balances();
    const recorded = await moneyIn({ amount: '60.00' });
    expect((await api.request({ method: 'PATCH', url: `/api/v1/transactions/${recorded.id}`, body: { amount: '80.00' } })).status).toBe(200);
    const voided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${recorded.id}` });
    expect(voided.status).toBe(200);
    expect(await balances(voided.body.data.position)).toEqual(before);
    const events = await countEvents(api);
    const patch = await api.request({ method: 'PATCH', url: `/api/v1/transactions/${recorded.id}`, body: { amount: '90.00' } });
    expect(patch.status).toBe(409);
    expect(patch.body.code).toBe('TRANSACTION_ALREADY_VOIDED');
    expect(await countEvents(api)).toBe(events);
  });

  it('refuses a bad amendment with 400 naming the field, appending nothing', async () => {
    const recorded = await moneyIn({ amount: '10.00' });
    const events = await countEvents(api);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '-5' }, 'amount'],
      [{ amount: '1.234' }, 'amount'],
      [{ account: 'no-such-bank' }, 'account'],
      [{ date: '2026-02-30' }, 'date'],
      [{ subtype: 'debt_repayment' }, 'entityId'],
      [{ reference: 'OTHERREF' }, 'reference'],
      [{ businessId: 'someone-else' }, 'businessId'],
    ];
    for (const [body, field] of cases) {
      const response = await api.request({ method: 'PATCH', url: `/api/v1/transactions/${recorded.id}`, body });
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const empty = await api.request({ method: 'PATCH', url: `/api/v1/transactions/${recorded.id}`, body: {} });
    expect(empty.status).toBe(400);
    expect(await countEvents(api)).toBe(events);
    expect((await detail(recorded.id)).amount).toBe('10.00');
  });

  describe('sales, purchases and payments', () => {
    let rice: string;
    let customer: string;
    const stock = () => stockOf(api, owner.businessId, rice);
    const expectBooksBalanced = async () => {
      const totals = await trialBalance(api, owner.businessId);
      expect(totals.debit).toBe(totals.credit);
    };
    const post = async (url: string, body: Record<string, unknown>, status = 201) => {
      const response = await api.request({ method: 'POST', url, body: { date: '2026-04-01', account: 'Cash', ...body } });
      expect({ url, status: response.status, body: response.status === status ? undefined : response.body }).toEqual({ url, status, body: undefined });
      return response.body.data as { id: string; reference: string; position: string };
    };
    const sell = (quantity: string, extra: Record<string, unknown> = {}) =>
      post('/api/v1/transactions/sales', { items: [{ product: rice, quantity, price: '250.00' }], ...extra });

    beforeAll(async () => {
      rice = await createProduct(api, owner, { name: 'Rice 50kg' });
      customer = await createContact(api, owner, 'Ada Obi');
      await post('/api/v1/transactions/purchases', { items: [{ product: rice, quantity: '10', price: '100.00' }] });
    });

    it('voids a sale: the stock comes back at the cost the sale took, and every balance with it', async () => {
      expect(await stock()).toEqual({ quantity: '10', value: '1000.00' });
      const cash = await balanceOf(api, owner.businessId, '1000');
      const sale = await sell('4');
      expect(await stock()).toEqual({ quantity: '6', value: '600.00' });
      const voided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${sale.reference}/sales` });
      expect(voided.status).toBe(200);
      expect(await stock()).toEqual({ quantity: '10', value: '1000.00' });
      expect(await balanceOf(api, owner.businessId, '1000')).toBe(cash);
      expect(await balanceOf(api, owner.businessId, '4000')).toBe('0.00');
      expect(await balanceOf(api, owner.businessId, '5000')).toBe('0.00');
      await expectBooksBalanced();
    });

    it('refuses the sales variant for a purchase (400)', async () => {
      const purchase = await post('/api/v1/transactions/purchases', { items: [{ product: rice, quantity: '1', price: '100.00' }] });
      const response = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${purchase.id}/sales` });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('NOT_A_SALE');
      expect((await api.request({ method: 'DELETE', url: `/api/v1/transactions/${purchase.id}` })).status).toBe(200);
    });

    it('refuses to void a credit sale while a payment stands; voiding the payment makes it owed again', async () => {
      const sale = await sell('2', { credit: true, entity: customer, due_date: '2026-05-01', initial_deposit: '100.00' });
      expect(await detail(sale.reference)).toMatchObject({ amount: '500.00', paid: '100.00', balanceDue: '400.00' });
      const payment = await post('/api/v1/transactions/record-payment', { transactionId: sale.id, amount: '150.00', date: '2026-04-10' });
      expect(await detail(sale.reference)).toMatchObject({ paid: '250.00', balanceDue: '250.00', payments: [expect.objectContaining({ id: payment.id })] });

      const events = await countEvents(api);
      const refused = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${sale.id}/sales` });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'TRANSACTION_HAS_PAYMENTS', message: expect.stringMatching(/void the payments first/) });
      const amend = await api.request({ method: 'PATCH', url: `/api/v1/transactions/${sale.id}`, body: { description: 'x' } });
      expect(amend.status).toBe(409);
      const notPayment = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${sale.id}/sales-repayment` });
      expect(notPayment.status).toBe(400);
      expect(await countEvents(api)).toBe(events);

      const receivable = await balanceOf(api, owner.businessId, '1100');
      const paymentVoided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${payment.reference}/sales-repayment` });
      expect(paymentVoided.status).toBe(200);
      expect(await detail(sale.reference)).toMatchObject({ paid: '100.00', balanceDue: '400.00', payments: [] });
      expect(await balanceOf(api, owner.businessId, '1100')).toBe((Number(receivable) + 150).toFixed(2));
      expect((await detail(payment.reference)).status).toBe('voided');

      expect((await api.request({ method: 'DELETE', url: `/api/v1/transactions/${sale.id}/sales` })).status).toBe(200);
      expect(await stock()).toEqual({ quantity: '10', value: '1000.00' });
      await expectBooksBalanced();
    });

    it('amends a sale deciding stock as if the original were reversed', async () => {
      const sale = await sell('10');
      expect(await stock()).toEqual({ quantity: '0', value: '0.00' });
      const fewer = await api.request({
        method: 'PATCH',
        url: `/api/v1/transactions/${sale.id}`,
        body: { items: [{ product: rice, quantity: '8', price: '260.00' }] },
      });
      expect(fewer.status).toBe(200);
      expect(await stock()).toEqual({ quantity: '2', value: '200.00' });
      expect(await detail(sale.reference)).toMatchObject({ amount: '2080.00', items: [expect.objectContaining({ quantity: '8', price: '260.00' })] });

      const events = await countEvents(api);
      const more = await api.request({
        method: 'PATCH',
        url: `/api/v1/transactions/${sale.id}`,
        body: { items: [{ product: rice, quantity: '11', price: '250.00' }] },
      });
      expect(more.status).toBe(409);
      expect(more.body.code).toBe('STOCK_INSUFFICIENT');
      expect(await countEvents(api)).toBe(events);
      const percent = await api.request({ method: 'PATCH', url: `/api/v1/transactions/${sale.id}`, body: { discount: '10', discountType: 'percent' } });
      expect(percent.status).toBe(200);
      expect(await detail(sale.reference)).toMatchObject({ amount: '1872.00' });

      // Voiding the purchase now would take out 10 of the 2 left.
      const purchases = await api.request({ method: 'GET', url: '/api/v1/transactions/purchases?status=posted' });
      const purchase = purchases.body.data.data.find((row: { amount: string }) => row.amount === '1000.00');
      const refused = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${purchase.id}` });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'STOCK_INSUFFICIENT', message: expect.stringContaining('Rice 50kg') });

      expect((await api.request({ method: 'DELETE', url: `/api/v1/transactions/${sale.id}` })).status).toBe(200);
      expect(await stock()).toEqual({ quantity: '10', value: '1000.00' });
      await expectBooksBalanced();
    });
  });

  it('rebuilds the ledger and the documents list after voids and amendments into identical tables', async () => {
    const snapshot = async () => ({
      lines: (await api.runtime.pool.query('SELECT * FROM journal_lines ORDER BY business_id, position, line_no')).rows,
      balances: (await api.runtime.pool.query('SELECT * FROM account_balances ORDER BY business_id, account_code, sub_account')).rows,
      transactions: (await api.runtime.pool.query('SELECT * FROM transactions ORDER BY business_id, transaction_id')).rows,
    });
    const before = await snapshot();
    const results = await rebuildWith(api.runtime, [ledgerProjector, documentsProjector]);
    for (const result of results) expect(result).toMatchObject({ identical: true, swapped: true });
    expect(await snapshot()).toEqual(before);
    expect(before.transactions.some((row) => row.status === 'voided')).toBe(true);
    expect(before.transactions.every((row) => row.business_id !== owner.businessId || row.recorded_by === owner.userId)).toBe(true);
  });
});
