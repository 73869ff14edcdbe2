import { startTestSmtpServer, type TestSmtpServer } from '@ledgerline/testing';
import { Decimal, type ReportLine } from '@ledgerline/ledger';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { pdfText } from './support/pdf-text.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { createContact, createProduct } from './support/trade-fixtures.js';

/**
 * The reports' routes on a small business whose every figure is known by hand: a month of
 * capital, a purchase, a discounted sale with delivery and tax, expenses, income, interest and a
 * stock write-off; then the aggregates behind them, access, periods, the PDF and the e-mail.
 */
describe('reports through HTTP: trial balance, profit and loss, balance sheet', () => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let owner: SignedInOwner;
  let rice: string;
  let customer: string;
  let saleId: string;

  const get = (url: string, headers: Record<string, string> = {}) => api.request({ method: 'GET', url, headers });
  const data = async (url: string) => {
    const response = await get(url);
    if (response.status !== 200) throw new Error(`${url} → ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const post = async (url: string, body: unknown) => {
    const response = await api.request({ method: 'POST', url, body });
    if (response.status !== 201) throw new Error(`${url} → ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const line = (lines: ReportLine[], key: string) => lines.find((candidate) => candidate.key === key);
  const MAY = 'startDate1=2026-05-01&endDate1=2026-05-31';

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApi({ SMTP_URL: smtp.url });
    owner = await actAsNewOwner(api, { plan: 'store', business: 'Known Stores' });
    rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    customer = await createContact(api, owner, 'Ada Obi');
    await post('/api/v1/transactions/money-in', { date: '2026-05-01', amount: '100000.00', subtype: 'capital', account: 'Cash' });
    await post('/api/v1/transactions/purchases', { date: '2026-05-02', items: [{ product: rice, quantity: 10, price: '1000' }], account: 'Cash' });
    // 4 × 1500 = 6000; 10% discount 600; delivery 500; VAT 7.5% of 6000 = 450; total 6350, 2000 now, 4350 owed.
    saleId = (
      await post('/api/v1/transactions/sales', {
        date: '2026-05-10',
        items: [{ product: rice, quantity: 4, price: '1500' }],
        discount: '10',
        discountType: 'percent',
        delivery: '500',
        tax: '7.5',
        taxType: 'percent',
        account: 'Cash',
        credit: true,
        initial_deposit: '2000',
        entity: customer,
        due_date: '2026-06-10',
      })
    ).id;
    await post('/api/v1/transactions/expenses', { date: '2026-05-12', category: 'rent', amount: '700', account: 'Cash' });
    await post('/api/v1/transactions/money-out', { date: '2026-05-13', amount: '50', subtype: 'interest_expense', account: 'Cash' });
    await post('/api/v1/transactions/money-in', { date: '2026-05-14', amount: '20', subtype: 'interest_income', account: 'Cash' });
    await post('/api/v1/transactions/money-in', { date: '2026-05-15', amount: '30', subtype: 'gift', account: 'Cash' });
    await post('/api/v1/transactions/money-in', { date: '2026-05-16', amount: '40', subtype: 'commission', account: 'Cash' });
    await post('/api/v1/transactions/stock-adjustments', { date: '2026-05-20', product: rice, quantity: '-1', reason: 'Damaged' });
    await post('/api/v1/transactions/money-out', { date: '2026-05-21', amount: '300', subtype: 'drawings', account: 'Cash' });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it('lays out the month’s profit and loss with every figure known by hand', async () => {
    const report = await data(`/api/v1/reports/profit-and-loss/custom?${MAY}`);
    expect(report).toMatchObject({
      businessName: 'Known Stores',
      currency: 'NGN',
      knownAt: null,
      source: 'aggregates',
      periods: [{ startDate: '2026-05-01', endDate: '2026-05-31' }],
    });
    expect(report.revenue.lines.map((l: ReportLine) => [l.code, l.amounts])).toEqual([
      ['4000', ['6000.00']],
      ['4050', ['-600.00']],
      ['4100', ['500.00']],
    ]);
    expect(report.revenue.total.amounts).toEqual(['5900.00']);
    const [goods, direct] = report.costOfSales.lines;
    expect(goods.amounts).toEqual(['4000.00']);
    expect(goods.lines.map((l: ReportLine) => [l.key, l.amounts[0]])).toEqual([
      ['openingInventory', '0.00'],
      ['purchases', '10000.00'],
      ['closingInventory', '-5000.00'],
      ['stockAdjustments', '-1000.00'],
    ]);
    expect(direct.amounts).toEqual(['0.00']);
    expect(report.grossProfit.amounts).toEqual(['1900.00']);
    expect(report.operatingExpenses.lines.map((l: ReportLine) => [l.code, l.amounts[0]])).toEqual([
      ['6050', '700.00'],
      ['6920', '1000.00'],
    ]);
    expect(report.otherIncome.total.amounts).toEqual(['70.00']);
    expect(report.operatingProfit.amounts).toEqual(['270.00']);
    expect(report.finance.lines.map((l: ReportLine) => [l.code, l.amounts[0]])).toEqual([
      ['4500', '20.00'],
      ['6090', '-50.00'],
    ]);
    expect(report.netProfit.amounts).toEqual(['240.00']);
    expect(report.vatOnSales.amounts).toEqual(['450.00']);
    const figure = (value: string) => ({ start: value, end: null });
    expect(report.figures).toMatchObject({
      products: figure('6000.00'),
      incomeDiscount: figure('600.00'),
      shipping: figure('500.00'),
      vat: figure('450.00'),
      total: figure('5900.00'),
      purchases: figure('10000.00'),
      openingInventory: figure('0.00'),
      closingInventory: figure('5000.00'),
      additionalCosts: figure('0.00'),
      costOfSales: figure('4000.00'),
      grossProfit: figure('1900.00'),
      rent: figure('700.00'),
      others: figure('1000.00'),
      operatingCost: figure('1700.00'),
      commission: figure('40.00'),
      gift: figure('30.00'),
      interest: figure('20.00'),
      interestExpense: figure('50.00'),
      netFinanceIncome: figure('-30.00'),
      operatingProfit: figure('270.00'),
      netProfit: figure('240.00'),
    });
  });

  it('puts a second period beside the first; a named period brings the one before it', async () => {
    const both = await data(`/api/v1/reports/profit-and-loss/custom?${MAY}&startDate2=2026-04-01&endDate2=2026-04-30`);
    expect(both.periods).toHaveLength(2);
    expect(both.netProfit.amounts).toEqual(['240.00', '0.00']);
    expect(both.figures.netProfit).toEqual({ start: '240.00', end: '0.00' });
    const named = await data('/api/v1/reports/profit-and-loss/this-year');
    const year = new Date().toISOString().slice(0, 4);
    expect(named.periods).toEqual([
      { startDate: `${year}-01-01`, endDate: `${year}-12-31` },
      { startDate: `${Number(year) - 1}-01-01`, endDate: `${Number(year) - 1}-12-31` },
    ]);
    const named2026 = await data(`/api/v1/reports/profit-and-loss/last-month?${MAY}`);
    expect(named2026.periods[0]).toEqual({ startDate: '2026-05-01', endDate: '2026-05-31' });
  });

  it('refuses wrong periods and positions with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/v1/reports/profit-and-loss/custom', 'startDate1'],
      ['/api/v1/reports/profit-and-loss/custom?startDate1=2026-05-01', 'endDate1'],
      ['/api/v1/reports/profit-and-loss/custom?startDate1=2026-05-31&endDate1=2026-05-01', 'endDate1'],
      ['/api/v1/reports/profit-and-loss/custom?startDate1=2026-02-30&endDate1=2026-05-01', 'startDate1'],
      [`/api/v1/reports/profit-and-loss/custom?${MAY}&startDate2=2026-04-01`, 'endDate2'],
      [`/api/v1/reports/profit-and-loss/custom?${MAY}&knownAt=-1`, 'knownAt'],
      ['/api/v1/reports/trial-balance?date=yesterday', 'date'],
      ['/api/v1/reports/trial-balance?knownAt=12abc', 'knownAt'],
      ['/api/v1/reports/balance-sheet/equity?endDate1=2026-05-31&startDate1=2026-06-01', 'startDate1'],
      ['/api/v1/reports/balance-sheet/liabilities?startDate2=2026-01-01', 'endDate2'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect([url, response.status, response.body.errors?.[0]?.field]).toEqual([url, 400, field]);
    }
    const unknown = await get('/api/v1/reports/profit-and-loss/fortnight');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'REPORT_PERIOD_NOT_FOUND']);
    // The whole of time the books take (dates run from 1900 to 2199).
    const ever = await data('/api/v1/reports/profit-and-loss/custom?startDate1=1900-01-01&endDate1=2199-12-31');
    expect(ever.netProfit.amounts).toEqual(['240.00']);
  });

  it('answers the balance sheet’s three sections from one computation, balanced', async () => {
    const query = 'endDate1=2026-05-31&endDate2=2026-05-09';
    const assets = await data(`/api/v1/reports/balance-sheet/current-assets?${query}`);
    const liabilities = await data(`/api/v1/reports/balance-sheet/liabilities?${query}`);
    const equity = await data(`/api/v1/reports/balance-sheet/equity?${query}`);
    expect(assets.columns).toEqual([
      { date: '2026-05-31', profitFrom: '2026-01-01' },
      { date: '2026-05-09', profitFrom: '2026-01-01' },
    ]);
    // Cash: 100000 − 10000 + 2000 − 700 − 50 + 20 + 30 + 40 − 300 = 91040.
    expect(assets.figures).toMatchObject({
      cashOnHand: { start: '91040.00', end: '90000.00' },
      receivables: { start: '4350.00', end: '0.00' },
      inventories: { start: '5000.00', end: '10000.00' },
      totalAssets: { start: '100390.00', end: '100000.00' },
    });
    expect(line(liabilities.liabilities.lines, 'account:2100')!.amounts).toEqual(['450.00', '0.00']);
    expect(liabilities.figures.liabilities).toEqual({ start: '450.00', end: '0.00' });
    expect(equity.figures).toMatchObject({
      contribution: { start: '100000.00', end: '100000.00' },
      drawings: { start: '-300.00', end: '0.00' },
      retainedEarnings: { start: '0.00', end: '0.00' },
      profitToDate: { start: '240.00', end: '0.00' },
      equity: { start: '99940.00', end: '100000.00' },
      totalLiabilitiesAndEquity: { start: '100390.00', end: '100000.00' },
    });
    for (const section of [assets, liabilities, equity]) {
      expect(section.balanced).toEqual([true, true]);
      expect(section.totals.totalAssets).toEqual(['100390.00', '100000.00']);
    }
    // Profit before startDate1 is retained earnings.
    const split = await data('/api/v1/reports/balance-sheet/equity?endDate1=2026-05-31&startDate1=2026-05-15');
    expect(split.figures.retainedEarnings.start).toBe('1170.00');
    expect(split.figures.profitToDate.start).toBe('-930.00');
  });

  it('lists every account in the trial balance, debits equal to credits', async () => {
    const report = await data('/api/v1/reports/trial-balance?date=2026-05-31');
    expect(report.balanced).toBe(true);
    expect(report.totals.debit).toBe(report.totals.credit);
    expect(report.accounts.find((row: { code: string }) => row.code === '1000')).toMatchObject({
      name: 'Cash on hand',
      type: 'asset',
      net: '91040.00',
      debitBalance: '91040.00',
      creditBalance: '0.00',
    });
    expect(report.accounts.find((row: { code: string }) => row.code === '3000')).toMatchObject({ net: '-100000.00', creditBalance: '100000.00' });
    const before = await data('/api/v1/reports/trial-balance?date=2026-04-30');
    expect(before.accounts).toEqual([]);
    expect(before.totals).toEqual({ debit: '0.00', credit: '0.00', debitBalance: '0.00', creditBalance: '0.00' });
  });

  it('keeps the aggregates per day, contact and product, net of a void', async () => {
    const pool = api.runtime.pool;
    const product = async () =>
      (
        await pool.query(
          `SELECT to_char(day, 'YYYY-MM-DD') AS day, sold_quantity::text, sales_amount::text, cost_of_sales::text, in_quantity::text, in_value::text, out_quantity::text, out_value::text
             FROM daily_product_totals WHERE business_id = $1 AND product_id = $2 ORDER BY day`,
          [owner.businessId, rice],
        )
      ).rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, key === 'day' ? value : new Decimal(value as string).toFixed()])));
    expect(await product()).toEqual([
      { day: '2026-05-02', sold_quantity: '0', sales_amount: '0', cost_of_sales: '0', in_quantity: '10', in_value: '10000', out_quantity: '0', out_value: '0' },
      {
        day: '2026-05-10',
        sold_quantity: '4',
        sales_amount: '6000',
        cost_of_sales: '4000',
        in_quantity: '0',
        in_value: '0',
        out_quantity: '4',
        out_value: '4000',
      },
      { day: '2026-05-20', sold_quantity: '0', sales_amount: '0', cost_of_sales: '0', in_quantity: '0', in_value: '0', out_quantity: '1', out_value: '1000' },
    ]);
    const contact = await pool.query(
      'SELECT account_code, debit::numeric(12,2)::text AS debit, credit::numeric(12,2)::text AS credit FROM daily_contact_totals WHERE business_id = $1 AND contact_id = $2',
      [owner.businessId, customer],
    );
    expect(contact.rows).toEqual([{ account_code: '1100', debit: '4350.00', credit: '0.00' }]);

    const voided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${saleId}` });
    expect(voided.status).toBe(200);
    expect((await product())[1]).toEqual({
      day: '2026-05-10',
      sold_quantity: '0',
      sales_amount: '0',
      cost_of_sales: '0',
      in_quantity: '0',
      in_value: '0',
      out_quantity: '0',
      out_value: '0',
    });
    const report = await data(`/api/v1/reports/profit-and-loss/custom?${MAY}`);
    expect(report.revenue.total.amounts).toEqual(['0.00']);
    expect(report.netProfit.amounts).toEqual(['-1660.00']);
    const known = await data(`/api/v1/reports/profit-and-loss/custom?${MAY}&knownAt=${BigInt(voided.body.data.position) - 1n}`);
    expect(known.netProfit.amounts).toEqual(['240.00']);
  });

  it('renders the profit and loss as an A4 PDF', async () => {
    const response = await fetch(`${api.baseUrl}/api/v1/reports/profit-and-loss/pdf/custom?${MAY}&startDate2=2026-04-01&endDate2=2026-04-30`, {
      headers: { cookie: owner.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="profit-and-loss-2026-05-01-2026-05-31.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(pdf);
    for (const expected of [
      'Known Stores',
      'Profit and loss',
      '01/05/2026 to 31/05/2026',
      '01/04/2026 to 30/04/2026',
      'Net profit',
      '-₦1,660.00',
      'Gross profit',
    ]) {
      expect(text).toContain(expected);
    }
    // Every amount with the naira sign, as the screen and the mail show it.
    expect(text).not.toContain('NGN');
  });

  it('e-mails the profit and loss PDF, to the signed-in user by default', async () => {
    // The business's own e-mail is one of the addresses a report may go to.
    const organisation = await api.request({ method: 'PATCH', url: '/api/v1/accounts/organization', body: { email: 'accountant@example.com' } });
    expect(organisation.status).toBe(200);
    const sent = await get(`/api/v1/reports/profit-and-loss/pdf/send/custom?${MAY}&email=accountant@example.com&name=Bola`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      success: true,
      message: 'Report sent successfully',
      data: { email: 'accountant@example.com', fileName: 'profit-and-loss-2026-05-01-2026-05-31.pdf' },
    });
    const mail = await smtp.waitForMail('accountant@example.com');
    expect(mail.subject).toBe('Profit and loss 01/05/2026 to 31/05/2026 – Known Stores');
    expect(mail.text).toMatch(/^Dear Bola,/);
    expect(mail.text).toContain('Net profit: -₦1,660.00');
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([['profit-and-loss-2026-05-01-2026-05-31.pdf', 'application/pdf']]);
    expect(pdfText(mail.attachments[0].content)).toContain('Net profit');
    expect(pdfText(mail.attachments[0].content)).toContain('-₦1,660.00');

    expect((await get(`/api/v1/reports/profit-and-loss/pdf/send/custom?${MAY}`)).status).toBe(200);
    expect((await smtp.waitForMail(owner.email)).subject).toContain('Profit and loss');
    const bad = await get(`/api/v1/reports/profit-and-loss/pdf/send/custom?${MAY}&email=not-an-address`);
    expect([bad.status, bad.body.errors?.[0]?.field]).toEqual([400, 'email']);
  });

  it('sends the profit and loss only to the business’s own addresses, and only on a same-origin request', async () => {
    const stranger = await get(`/api/v1/reports/profit-and-loss/pdf/send/custom?${MAY}&email=attacker@evil.example`);
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Reports can only be sent to your business e-mail or a member of your team' });
    const member = await addMember(api, owner, { access: [19] });
    const toMember = await get(`/api/v1/reports/profit-and-loss/pdf/send/custom?${MAY}&email=${encodeURIComponent(member.email.toUpperCase())}`);
    expect(toMember.status).toBe(200);
    // A cross-site top-level navigation (a link on another site) carries the cookie but must not send mail.
    const crossSite = await get(`/api/v1/reports/profit-and-loss/pdf/send/custom?${MAY}`, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
    expect([crossSite.status, crossSite.body.code]).toEqual([403, 'CROSS_SITE_REQUEST']);
    const oldBrowser = await get(`/api/v1/reports/profit-and-loss/pdf/send/custom?${MAY}`, { referer: 'https://evil.example/page' });
    expect([oldBrowser.status, oldBrowser.body.code]).toEqual([403, 'CROSS_SITE_REQUEST']);
  });

  it('lets codes 15, 19 and 20 in as the route table says; P&L and balance sheet are locked on the free plan', async () => {
    const reporter = await addMember(api, owner, { access: [15] });
    expect((await get('/api/v1/reports/trial-balance', as(reporter))).status).toBe(200);
    expect((await get(`/api/v1/reports/profit-and-loss/custom?${MAY}`, as(reporter))).status).toBe(403);
    expect((await get('/api/v1/reports/balance-sheet/equity', as(reporter))).status).toBe(403);
    const accountant = await addMember(api, owner, { access: [19, 20] });
    expect((await get(`/api/v1/reports/profit-and-loss/custom?${MAY}`, as(accountant))).status).toBe(200);
    expect((await get('/api/v1/reports/balance-sheet/current-assets', as(accountant))).status).toBe(200);
    expect((await get('/api/v1/reports/trial-balance', as(accountant))).status).toBe(200);

    const free = await createOwner(api);
    expect((await get(`/api/v1/reports/profit-and-loss/custom?${MAY}`, as(free))).status).toBe(403);
    expect((await get('/api/v1/reports/balance-sheet/liabilities', as(free))).status).toBe(403);
    const trial = await get('/api/v1/reports/trial-balance', as(free));
    expect(trial.status).toBe(200);
    // The business comes from the session only: the free owner sees their own (empty) books.
    expect(trial.body.data).toMatchObject({ businessId: free.businessId, accounts: [] });
    expect((await get('/api/v1/reports/trial-balance', { cookie: '' })).status).toBe(401);
  });
});
