import { jest } from '@jest/globals';
import { Decimal } from '@ledgerline/ledger';
import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createProduct, stockOf, trialBalance } from './support/trade-fixtures.js';

// Set-up records documents over HTTP; slow machines need more than 5 s.
jest.setTimeout(60_000);

/**
 * Amending (PATCH /transactions/{id}) or voiding a purchase: the reversal takes its goods back out
 * at what they came in at, so a typo fixed with nothing sold since changes nothing else (no 6920);
 * only where goods sold since would leave the product's stock unsound (value on no quantity, or
 * less than nothing) do they leave at the moving average now, the difference to 6920, so a product
 * with none in stock is never left with value (LEDGER.md §5, docs/transactions.md).
 */
describe('amending and voiding purchases (through HTTP, on PostgreSQL)', () => {
  let api: TestApi;
  let owner: SignedInOwner;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { business: 'Amending Stores' });
  });
  afterAll(async () => {
    await api?.close();
  });

  const post = async (url: string, body: Record<string, unknown>) => {
    const response = await api.request({ method: 'POST', url, body: { date: '2026-04-01', account: 'Cash', ...body } });
    expect({ url, status: response.status, body: response.status === 201 ? undefined : response.body }).toEqual({ url, status: 201, body: undefined });
    return response.body.data as { id: string; reference: string; position: string };
  };
  const buy = (product: string, quantity: string, price: string) => post('/api/v1/transactions/purchases', { items: [{ product, quantity, price }] });
  const sell = (product: string, quantity: string) => post('/api/v1/transactions/sales', { items: [{ product, quantity, price: '300.00' }] });
  const amend = async (id: string, body: Record<string, unknown>) => {
    const response = await api.request({ method: 'PATCH', url: `/api/v1/transactions/${id}`, body });
    expect({ status: response.status, body: response.status === 200 ? undefined : response.body }).toEqual({ status: 200, body: undefined });
    return response.body.data as { id: string; reference: string; position: string };
  };
  const expectTrialBalanceZero = async (position: string) => {
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
    const report = await api.request({ method: 'GET', url: '/api/v1/reports/trial-balance?date=2026-12-31', headers: { 'x-consistent-after': position } });
    expect(report.status).toBe(200);
    expect(report.body.data.balanced).toBe(true);
    expect(report.body.data.totals.debit).toBe(report.body.data.totals.credit);
  };
  /** Every line of the amendment event balances, and the corrected document's lines come last. */
  const amendmentEvent = async (id: string) => {
    const { rows } = await api.runtime.pool.query(
      "SELECT data FROM events WHERE type = 'TransactionAmended' AND data->>'transactionId' = $1 ORDER BY position DESC",
      [id],
    );
    const data = rows[0].data as { lines: { account: string; debit: string; credit: string }[]; document: { lines: unknown[] } };
    const net = data.lines.reduce((sum, line) => sum.plus(line.debit).minus(line.credit), new Decimal(0));
    expect(net.toFixed(2)).toBe('0.00');
    expect(data.lines.slice(data.lines.length - data.document.lines.length)).toEqual(data.document.lines);
    return data;
  };
  /** The product's stock in and out as the report aggregates hold them (docs/reports.md): Σ in − Σ out is its value. */
  const stockFlows = async (product: string) => {
    const { rows } = await api.runtime.pool.query(
      `SELECT coalesce(sum(in_quantity), 0) AS in_quantity, coalesce(sum(out_quantity), 0) AS out_quantity,
              coalesce(sum(in_value), 0) AS in_value, coalesce(sum(out_value), 0) AS out_value
         FROM daily_product_totals WHERE business_id = $1 AND product_id = $2`,
      [owner.businessId, product],
    );
    const row = rows[0];
    return {
      quantity: new Decimal(row.in_quantity).minus(row.out_quantity).toString(),
      value: new Decimal(row.in_value).minus(row.out_value).toFixed(2),
    };
  };

  const balance6920 = async () => new Decimal(await balanceOf(api, owner.businessId, '6920'));
  const voidTransaction = async (id: string) => {
    const response = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${id}` });
    expect({ status: response.status, body: response.status === 200 ? undefined : response.body }).toEqual({ status: 200, body: undefined });
    return response.body.data as { id: string; reference: string; position: string };
  };

  it('buy 10 at 100, sell 5, buy 5 at 200, amend the first to 10 at 110: 10 left worth 1100.00; selling them out leaves 0 worth 0.00', async () => {
    const rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    const first = await buy(rice, '10', '100.00');
    await sell(rice, '5');
    await buy(rice, '5', '200.00');
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '10', value: '1500.00' });

    const amended = await amend(first.id, { items: [{ product: rice, quantity: '10', price: '110.00' }] });
    // At the 1000.00 they came in at the original 10 would leave 0 worth 500.00: they leave at the average now
    // (150.00 each, 1500.00), 500.00 to 6920.
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '10', value: '1100.00' });
    expect(await balanceOf(api, owner.businessId, '6920')).toBe('500.00');
    expect(await balanceOf(api, owner.businessId, '1200')).toBe('1100.00');
    const event = await amendmentEvent(first.id);
    expect(event.lines).toContainEqual({ account: '6920', debit: '500.00', credit: '0.00' });
    await expectTrialBalanceZero(amended.position);

    const soldOut = await sell(rice, '10');
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '0', value: '0.00' });
    expect(await balanceOf(api, owner.businessId, '1200')).toBe('0.00');
    expect(await stockFlows(rice)).toEqual({ quantity: '0', value: '0.00' });
    await expectTrialBalanceZero(soldOut.position);
  });

  it('re-prices a purchase whose goods were all sold without leaving value on no stock', async () => {
    const oil = await createProduct(api, owner, { name: 'Palm oil (Litre)' });
    const before6920 = new Decimal(await balanceOf(api, owner.businessId, '6920'));
    const purchase = await buy(oil, '10', '100.00');
    await sell(oil, '10');
    expect(await stockOf(api, owner.businessId, oil)).toEqual({ quantity: '0', value: '0.00' });

    const amended = await amend(purchase.reference, { items: [{ product: oil, quantity: '10', price: '110.00' }] });
    // The corrected 10 count as in first, the original 10 leave at their 1100.00: nothing stays, 100.00 more cost to 6920.
    expect(await stockOf(api, owner.businessId, oil)).toEqual({ quantity: '0', value: '0.00' });
    expect(await balanceOf(api, owner.businessId, '6920')).toBe(before6920.plus(100).toFixed(2));
    expect(await stockFlows(oil)).toEqual({ quantity: '0', value: '0.00' });
    await amendmentEvent(purchase.id);
    await expectTrialBalanceZero(amended.position);
  });

  it('amends a purchase into another product: the one it leaves with none in stock is worth nothing', async () => {
    const sugar = await createProduct(api, owner, { name: 'Sugar (Kg)' });
    const salt = await createProduct(api, owner, { name: 'Salt (Kg)' });
    const first = await buy(sugar, '4', '100.00');
    await sell(sugar, '2');
    await buy(sugar, '2', '250.00');
    expect(await stockOf(api, owner.businessId, sugar)).toEqual({ quantity: '4', value: '700.00' });

    const amended = await amend(first.id, { items: [{ product: salt, quantity: '4', price: '100.00' }] });
    expect(await stockOf(api, owner.businessId, sugar)).toEqual({ quantity: '0', value: '0.00' });
    expect(await stockOf(api, owner.businessId, salt)).toEqual({ quantity: '4', value: '400.00' });
    expect(await stockFlows(sugar)).toEqual({ quantity: '0', value: '0.00' });
    expect(await stockFlows(salt)).toEqual({ quantity: '4', value: '400.00' });
    await amendmentEvent(first.id);
    await expectTrialBalanceZero(amended.position);
  });

  it('fixes a typo in a price with nothing sold since: the goods leave at what they came in at, nothing to 6920', async () => {
    const beans = await createProduct(api, owner, { name: 'Beans (Kg)' });
    const before6920 = await balance6920();
    await buy(beans, '10', '100.00');
    const typo = await buy(beans, '10', '200.00');
    expect(await stockOf(api, owner.businessId, beans)).toEqual({ quantity: '20', value: '3000.00' });

    // 120.00, not 200.00: 10 at 100.00 and 10 at 120.00, not a revaluation of the first 10.
    const amended = await amend(typo.id, { items: [{ product: beans, quantity: '10', price: '120.00' }] });
    expect(await stockOf(api, owner.businessId, beans)).toEqual({ quantity: '20', value: '2200.00' });
    expect((await balance6920()).toFixed(2)).toBe(before6920.toFixed(2));
    const event = await amendmentEvent(typo.id);
    expect(event.lines.filter((line) => line.account === '6920')).toEqual([]);
    expect(await stockFlows(beans)).toEqual({ quantity: '20', value: '2200.00' });
    await expectTrialBalanceZero(amended.position);

    // Then voided altogether: the first 10 are worth what they cost, 1000.00, not the average's 1100.00.
    const voided = await voidTransaction(typo.id);
    expect(await stockOf(api, owner.businessId, beans)).toEqual({ quantity: '10', value: '1000.00' });
    expect((await balance6920()).toFixed(2)).toBe(before6920.toFixed(2));
    expect(await stockFlows(beans)).toEqual({ quantity: '10', value: '1000.00' });
    await expectTrialBalanceZero(voided.position);
  });

  it('voids a purchase entered by mistake, nothing sold since: the other goods keep their cost, nothing to 6920', async () => {
    const flour = await createProduct(api, owner, { name: 'Flour (Kg)' });
    const before6920 = await balance6920();
    await buy(flour, '10', '100.00');
    const mistake = await buy(flour, '10', '200.00');
    const voided = await voidTransaction(mistake.reference);
    expect(await stockOf(api, owner.businessId, flour)).toEqual({ quantity: '10', value: '1000.00' });
    expect((await balance6920()).toFixed(2)).toBe(before6920.toFixed(2));
    await expectTrialBalanceZero(voided.position);
  });

  it('voids a purchase whose value, goods sold since, would leave less than nothing: it leaves at the average, the rest to 6920', async () => {
    const yam = await createProduct(api, owner, { name: 'Yam (Tuber)' });
    const before6920 = await balance6920();
    await buy(yam, '4', '100.00');
    const second = await buy(yam, '4', '200.00');
    await sell(yam, '3');
    // 8 worth 1200.00, 3 sold at the average 150.00: 5 left worth 750.00. Taking the 800.00 out would leave 1 worth −50.00.
    expect(await stockOf(api, owner.businessId, yam)).toEqual({ quantity: '5', value: '750.00' });
    const voided = await voidTransaction(second.id);
    expect(await stockOf(api, owner.businessId, yam)).toEqual({ quantity: '1', value: '150.00' });
    expect((await balance6920()).toFixed(2)).toBe(before6920.minus(200).toFixed(2));
    expect(await stockFlows(yam)).toEqual({ quantity: '1', value: '150.00' });
    await expectTrialBalanceZero(voided.position);
  });
});
