import { jest } from '@jest/globals';
import { rebuildWith } from '@ledgerline/platform';
import { projectorNamed, type RebuildResult } from '@ledgerline/projections';
import { addMember, as, createOwner, type SignedInOwner, type SignedInUser } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { createProduct } from './support/trade-fixtures.js';

// The machine is shared: starting the API takes longer than Jest's 5 s.
jest.setTimeout(120_000);

/** GTBank's export: a preamble, newest first, Debit/Credit and a Balance column, a closing row without a date. */
const GTB_STATEMENT = [
  'GTBank Plc',
  'Customer Statement of Account',
  'Account Number:,0123456789',
  'Period:,01/10/2026 - 31/10/2026',
  '',
  'Trans Date,Value Date,Narration,Reference,Debit,Credit,Balance',
  '08/10/2026,08/10/2026,SMS ALERT CHARGES,,50.00,,"10,450.75"',
  '07/10/2026,07/10/2026,RENT OCTOBER,CHQ0002,"2,500.00",,"10,500.75"',
  '05/10/2026,05/10/2026,POS SALE FITTING,,,"12,000.75","13,000.75"',
  ',,Closing Balance,,,,"10,450.75"',
].join('\r\n');

/** Zenith's export: a signed Amount column and no balance, so its closing balance is sent beside it. */
const ZENITH_FIRST = ['Date,Description,Amount', '02/10/2026,Transfer from customer,5000.00', '03/10/2026,Card maintenance fee,-10.75'].join('\n');
const ZENITH_OVERLAP = ['Date,Description,Amount', '03/10/2026,Card maintenance fee,-10.75', '04/10/2026,Interest,1.50'].join('\n');
const ZENITH_LATER = ['Date,Description,Amount', '10/10/2026,Transfer from customer,700.00'].join('\n');

interface Upload {
  file?: string | Uint8Array;
  fileName?: string;
  type?: string;
  bankAccountId?: string;
  closingBalance?: string;
  extra?: Record<string, string>;
}

/**
 * Bank statements and reconciliation through HTTP on the real PostgreSQL and Redis
 * (docs/bank-reconciliation.md): imports of both kinds of CSV, row errors with nothing stored,
 * tenancy, rights and the plan lock, duplicate and overlapping imports (also at the same time),
 * the list, the detail and removal, the reconciliation's figures to the kobo for recorded sales and
 * expenses, suggestions, manual and automatic matches (one winner of two at once), and a rebuild
 * that comes out the same.
 */
describe('bank reconciliation', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let reader: SignedInUser;
  let clerk: SignedInUser;
  let other: SignedInOwner;
  let gtb: string;
  let zenith: string;
  let otherBank: string;

  const request = (user: { cookie: string } | null, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    api.request({ method, url: `/api/v1${url}`, body, headers: user ? as(user) : { cookie: '' } });

  /** POST /bank-statements as the browser sends it: multipart, the file in `statement`. */
  async function upload(user: { cookie: string } | null, options: Upload): Promise<{ status: number; body: any }> {
    const form = new FormData();
    if (options.bankAccountId !== undefined) form.append('bankAccountId', options.bankAccountId);
    if (options.closingBalance !== undefined) form.append('closingBalance', options.closingBalance);
    for (const [name, value] of Object.entries(options.extra ?? {})) form.append(name, value);
    if (options.file !== undefined) {
      const bytes = typeof options.file === 'string' ? new TextEncoder().encode(options.file) : options.file;
      form.append('statement', new Blob([bytes], { type: options.type ?? 'text/csv' }), options.fileName ?? 'statement.csv');
    }
    const response = await fetch(`${api.baseUrl}/api/v1/bank-statements`, { method: 'POST', headers: user ? { cookie: user.cookie } : {}, body: form });
    return { status: response.status, body: await response.json() };
  }

  const reconciliation = async (bankAccountId: string, endDate = '2026-10-31') => {
    const response = await request(reader, 'GET', `/bank-reconciliation?bankAccountId=${bankAccountId}&startDate=2026-10-01&endDate=${endDate}`);
    expect(response.status).toBe(200);
    return response.body.data;
  };

  const record = async (url: string, body: Record<string, unknown>) => {
    const response = await request(owner, 'POST', url, body);
    expect([url, response.status, response.body.code]).toEqual([url, 201, undefined]);
    return response.body.data as { id: string };
  };

  let gtbStatement: string;
  let saleEntry: string;
  let rentEntry: string;
  const lines: Record<'sale' | 'rent' | 'sms', string> = { sale: '', rent: '', sms: '' };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, {
      business: 'Ada Ventures',
      plan: 'professional',
      bankAccounts: [
        { bankName: 'GTBank', accountName: 'Ada Ventures', accountNumber: '0123456789' },
        { bankName: 'Zenith', accountName: 'Ada Ventures', accountNumber: '9876543210' },
      ],
    });
    reader = await addMember(api, owner, { access: [15] });
    clerk = await addMember(api, owner, { access: [23, 24] });
    other = await createOwner(api, {
      business: 'Corner Store',
      plan: 'professional',
      bankAccounts: [{ bankName: 'Access', accountName: 'Corner Store', accountNumber: '1111111111' }],
    });
    const banks = (await request(owner, 'GET', '/accounts/bank-accounts')).body.data as { bankAccountId: string; bankName: string }[];
    gtb = banks.find((bank) => bank.bankName === 'GTBank')!.bankAccountId;
    zenith = banks.find((bank) => bank.bankName === 'Zenith')!.bankAccountId;
    otherBank = (await request(other, 'GET', '/accounts/bank-accounts')).body.data[0].bankAccountId;

    // A sale paid into GTBank, rent paid from it, a mistaken expense voided, and a cash sale (not the bank's).
    const fitting = await createProduct(api, owner, { name: 'Fitting', kind: 'service' });
    saleEntry = (await record('/transactions/sales', { date: '2026-10-05', account: gtb, items: [{ product: fitting, quantity: 3, price: '4000.25' }] })).id;
    rentEntry = (await record('/transactions/expenses', { date: '2026-10-07', account: gtb, category: 'rent', amount: '2500' })).id;
    const mistaken = await record('/transactions/expenses', { date: '2026-10-06', account: gtb, category: 'rent', amount: '999' });
    const voided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${mistaken.id}`, body: { reason: 'Entered twice' }, headers: as(owner) });
    expect(voided.status).toBe(200);
    await record('/transactions/sales', { date: '2026-10-05', account: 'Cash', items: [{ product: fitting, quantity: 1, price: '100' }] });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('imports a Debit/Credit statement with a preamble, newest first, read oldest first', async () => {
    const imported = await upload(owner, { file: GTB_STATEMENT, fileName: 'gtb-october.csv', bankAccountId: gtb });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({
      success: true,
      data: {
        statementId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        lines: 3,
        skipped: 0,
        startDate: '2026-10-05',
        endDate: '2026-10-08',
      },
    });
    gtbStatement = imported.body.data.statementId;

    const detail = await request(reader, 'GET', `/bank-statements/${gtbStatement}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      statementId: gtbStatement,
      bankAccountId: gtb,
      bankName: 'GTBank',
      accountNumber: '0123456789',
      fileName: 'gtb-october.csv',
      openingBalance: '1000.00',
      closingBalance: '10450.75',
      matched: 0,
    });
    const read = detail.body.data.lines as {
      lineId: string;
      date: string;
      description: string;
      reference: string;
      amount: string;
      balance: string;
      matched: boolean;
    }[];
    expect(read.map(({ date, description, reference, amount, balance, matched }) => [date, description, reference, amount, balance, matched])).toEqual([
      ['2026-10-05', 'POS SALE FITTING', '', '12000.75', '13000.75', false],
      ['2026-10-07', 'RENT OCTOBER', 'CHQ0002', '-2500.00', '10500.75', false],
      ['2026-10-08', 'SMS ALERT CHARGES', '', '-50.00', '10450.75', false],
    ]);
    [lines.sale, lines.rent, lines.sms] = read.map((line) => line.lineId);
  });

  it('imports an Amount statement with its closing balance, then an overlapping one skipping the lines it already has', async () => {
    const first = await upload(owner, { file: ZENITH_FIRST, bankAccountId: zenith, closingBalance: '4,989.25' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ lines: 2, skipped: 0, startDate: '2026-10-02', endDate: '2026-10-03' });
    const detail = (await request(owner, 'GET', `/bank-statements/${first.body.data.statementId}`)).body.data;
    expect(detail).toMatchObject({ openingBalance: '0.00', closingBalance: '4989.25' });
    expect(detail.lines.map((line: { amount: string; balance: string }) => [line.amount, line.balance])).toEqual([
      ['5000.00', '5000.00'],
      ['-10.75', '4989.25'],
    ]);

    const overlap = await upload(owner, { file: ZENITH_OVERLAP, bankAccountId: zenith, closingBalance: '4990.75' });
    expect(overlap.status).toBe(201);
    expect(overlap.body.data).toMatchObject({ lines: 1, skipped: 1, startDate: '2026-10-03', endDate: '2026-10-04' });
  });

  it('refuses the same statement again with 409 and books an upload sent twice at once only once', async () => {
    const events = await countEvents(api);
    const again = await upload(owner, { file: ZENITH_FIRST, bankAccountId: zenith, closingBalance: '4989.25' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'STATEMENT_ALREADY_IMPORTED', message: 'Every line of this statement has already been imported' });
    expect(await countEvents(api)).toBe(events);

    const both = await Promise.all([
      upload(owner, { file: ZENITH_LATER, bankAccountId: zenith, closingBalance: '5690.75' }),
      upload(owner, { file: ZENITH_LATER, bankAccountId: zenith, closingBalance: '5690.75' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await countEvents(api)).toBe(events + 1);
    const { rows } = await api.runtime.pool.query(
      "SELECT count(*)::int AS n FROM bank_statement_lines WHERE business_id = $1 AND description = 'Transfer from customer'",
      [owner.businessId],
    );
    expect(rows[0].n).toBe(2);
  });

  it('refuses a file with bad rows with 400, every row named, and stores nothing', async () => {
    const events = await countEvents(api);
    const bad = [
      'Date,Narration,Debit,Credit,Balance',
      '01/10/2026,Opening transfer,,100.00,100.00',
      '31/02/2026,Bad date,,100.00,200.00',
      '04/10/2026,Both sides,10.00,20.00,210.00',
      '05/10/2026,Bad number,,1.2.3,211.00',
    ].join('\n');
    const response = await upload(owner, { file: bad, bankAccountId: gtb });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'STATEMENT_INVALID', message: expect.stringMatching(/^Row 3: /) });
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, message: 'Row 3: "31/02/2026" is not a date (DD/MM/YYYY)' }),
        expect.objectContaining({ row: 4, message: 'Row 4: both Debit and Credit are filled' }),
        expect.objectContaining({ row: 5, message: 'Row 5: "1.2.3" is not an amount' }),
      ]),
    );

    const noBalance = await upload(owner, { file: ZENITH_LATER.replace('700.00', '701.00'), bankAccountId: zenith });
    expect(noBalance.status).toBe(400);
    expect(noBalance.body.errors).toEqual([expect.objectContaining({ row: null, message: 'The statement has no Balance column: enter its closing balance' })]);

    const binary = await upload(owner, { file: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), fileName: 'statement.csv', bankAccountId: gtb });
    expect(binary.status).toBe(400);
    expect(binary.body.code).toBe('CSV_FILE_REQUIRED');
    expect((await upload(owner, { bankAccountId: gtb })).status).toBe(400);
    const noAccount = await upload(owner, { file: ZENITH_LATER, closingBalance: '1' });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.errors).toEqual([expect.objectContaining({ field: 'bankAccountId' })]);
    const businessField = await upload(owner, { file: ZENITH_LATER, closingBalance: '1', bankAccountId: zenith, extra: { businessId: other.businessId } });
    expect(businessField.status).toBe(400);
    expect(await countEvents(api)).toBe(events);
  });

  it('answers 404 for another business’s bank account and statements, 401 signed out, 403 without the codes or on the free plan', async () => {
    const free = await createOwner(api, {
      business: 'Micro Shop',
      bankAccounts: [{ bankName: 'UBA', accountName: 'Micro Shop', accountNumber: '2222222222' }],
    });
    const freeBank = (await request(free, 'GET', '/accounts/bank-accounts')).body.data[0].bankAccountId;
    const events = await countEvents(api);
    const foreign = await upload(owner, { file: GTB_STATEMENT, bankAccountId: otherBank });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('BANK_ACCOUNT_NOT_FOUND');
    expect((await upload(other, { file: GTB_STATEMENT, bankAccountId: gtb })).status).toBe(404);
    expect((await request(other, 'GET', `/bank-statements/${gtbStatement}`)).body.code).toBe('BANK_STATEMENT_NOT_FOUND');
    expect((await request(other, 'DELETE', `/bank-statements/${gtbStatement}`)).status).toBe(404);
    expect((await request(other, 'GET', `/bank-reconciliation?bankAccountId=${gtb}`)).status).toBe(404);
    expect((await request(other, 'GET', '/bank-statements')).body.data).toEqual([]);
    const theirMatch = await request(other, 'POST', '/bank-reconciliation/matches', { lineId: lines.sale, entryIds: [saleEntry] });
    expect(theirMatch.status).toBe(404);
    expect(theirMatch.body.code).toBe('BANK_STATEMENT_LINE_NOT_FOUND');

    expect((await upload(null, { file: GTB_STATEMENT, bankAccountId: gtb })).status).toBe(401);
    expect((await request(null, 'GET', '/bank-statements')).status).toBe(401);
    expect((await request(null, 'GET', `/bank-reconciliation?bankAccountId=${gtb}`)).status).toBe(401);

    expect((await request(clerk, 'GET', '/bank-statements')).status).toBe(403);
    expect((await request(clerk, 'GET', `/bank-reconciliation?bankAccountId=${gtb}`)).status).toBe(403);
    expect((await upload(reader, { file: GTB_STATEMENT, bankAccountId: gtb })).status).toBe(403);
    expect((await request(reader, 'POST', '/bank-reconciliation/auto-match', { bankAccountId: gtb })).status).toBe(403);
    expect((await request(reader, 'DELETE', `/bank-statements/${gtbStatement}`)).status).toBe(403);

    const locked = await upload(free, { file: GTB_STATEMENT, bankAccountId: freeBank });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toMatch(/Upgrade/);
    expect((await request(free, 'GET', '/bank-statements')).status).toBe(403);
    expect((await request(free, 'GET', `/bank-reconciliation?bankAccountId=${freeBank}`)).status).toBe(403);
    expect(await countEvents(api)).toBe(events);

    // A removed bank account takes no statement.
    const replaced = await api.request({
      method: 'PATCH',
      url: '/api/v1/accounts/bank-accounts',
      body: { bankAccounts: [{ bankName: 'Opay', accountName: 'Corner Store', accountNumber: '3333333333' }] },
      headers: as(other),
    });
    expect(replaced.status).toBe(200);
    const removedAccount = await upload(other, { file: GTB_STATEMENT, bankAccountId: otherBank });
    expect(removedAccount.status).toBe(404);
    expect(removedAccount.body.code).toBe('BANK_ACCOUNT_NOT_FOUND');
  });

  it('lists statements newest first, of one account when asked', async () => {
    const all = await request(reader, 'GET', '/bank-statements');
    expect(all.status).toBe(200);
    const listed = all.body.data as { statementId: string; bankAccountId: string; lines: number; startDate: string }[];
    expect(listed.map((statement) => [statement.bankAccountId === gtb ? 'gtb' : 'zenith', statement.startDate, statement.lines])).toEqual([
      ['zenith', '2026-10-10', 1],
      ['zenith', '2026-10-03', 1],
      ['zenith', '2026-10-02', 2],
      ['gtb', '2026-10-05', 3],
    ]);
    const gtbOnly = (await request(reader, 'GET', `/bank-statements?bankAccountId=${gtb}`)).body.data;
    expect(gtbOnly.map((statement: { statementId: string }) => statement.statementId)).toEqual([gtbStatement]);
    expect((await request(reader, 'GET', `/bank-statements?bankAccountId=${otherBank}`)).status).toBe(404);
  });

  it('removes a statement: gone from the list and the reconciliation, its lines importable again', async () => {
    const overlap = (await request(owner, 'GET', `/bank-statements?bankAccountId=${zenith}`)).body.data[1];
    const removed = await request(owner, 'DELETE', `/bank-statements/${overlap.statementId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ statementId: overlap.statementId });
    expect((await request(owner, 'GET', `/bank-statements/${overlap.statementId}`)).status).toBe(404);
    expect((await request(owner, 'DELETE', `/bank-statements/${overlap.statementId}`)).status).toBe(404);
    expect((await request(owner, 'GET', `/bank-statements?bankAccountId=${zenith}`)).body.data).toHaveLength(2);
    const zenithLines = (await reconciliation(zenith)).unmatchedLines.map((line: { description: string }) => line.description);
    expect(zenithLines).toEqual(['Transfer from customer', 'Card maintenance fee', 'Transfer from customer']);

    const again = await upload(owner, { file: ZENITH_OVERLAP, bankAccountId: zenith, closingBalance: '4990.75' });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ lines: 1, skipped: 1 });
    expect((await reconciliation(zenith)).unmatchedLines.map((line: { description: string }) => line.description)).toContain('Interest');
  });

  it('answers a retried upload with its Idempotency-Key as the first time, appending nothing', async () => {
    const file = ['Date,Description,Amount', '12/10/2026,Refund,25.00'].join('\n');
    const send = async (): Promise<{ status: number; body: any }> => {
      const form = new FormData();
      form.append('bankAccountId', zenith);
      form.append('closingBalance', '5716.25');
      form.append('statement', new Blob([file], { type: 'text/csv' }), 'refund.csv');
      const response = await fetch(`${api.baseUrl}/api/v1/bank-statements`, {
        method: 'POST',
        headers: { cookie: owner.cookie, 'idempotency-key': 'statement-upload-0001' },
        body: form,
      });
      return { status: response.status, body: await response.json() };
    };
    const first = await send();
    expect(first.status).toBe(201);
    const events = await countEvents(api);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await countEvents(api)).toBe(events);
  });

  it('reconciles to the kobo: balances, unmatched items on both sides, suggestions, the difference', async () => {
    const data = await reconciliation(gtb);
    expect(data).toMatchObject({
      bankAccount: { bankAccountId: gtb, bankName: 'GTBank', accountName: 'Ada Ventures', accountNumber: '0123456789' },
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      currency: 'NGN',
      statementStart: '2026-10-05',
      statementEnd: '2026-10-08',
      statementBalance: '10450.75',
      // 12,000.75 in, 2,500.00 out; the voided 999.00 and the cash sale are not the bank's.
      bookBalance: '9500.75',
      unmatchedStatementTotal: '9450.75',
      unmatchedBookTotal: '9500.75',
      // The statement opens at 1,000.00 that the books do not have.
      difference: '-1000.00',
      reconciled: false,
      matched: [],
    });
    expect(data.unmatchedEntries.map((entry: { entryId: string; date: string; amount: string }) => [entry.entryId, entry.date, entry.amount])).toEqual([
      [saleEntry, '2026-10-05', '12000.75'],
      [rentEntry, '2026-10-07', '-2500.00'],
    ]);
    const suggested = Object.fromEntries(
      data.unmatchedLines.map((line: { lineId: string; suggestions: { entryId: string }[] }) => [line.lineId, line.suggestions.map((entry) => entry.entryId)]),
    );
    expect(suggested).toEqual({ [lines.sale]: [saleEntry], [lines.rent]: [rentEntry], [lines.sms]: [] });

    // Before the statement's first line: no statement balance to reconcile against.
    const before = await reconciliation(gtb, '2026-10-04');
    expect(before).toMatchObject({ statementBalance: null, difference: null, reconciled: false, unmatchedLines: [] });

    expect((await request(reader, 'GET', '/bank-reconciliation')).status).toBe(400);
    expect((await request(reader, 'GET', `/bank-reconciliation?bankAccountId=${gtb}&endDate=2026-13-01`)).status).toBe(400);
    expect((await request(reader, 'GET', `/bank-reconciliation?bankAccountId=${gtb}&startDate=2026-11-01&endDate=2026-10-01`)).status).toBe(400);
  });

  it('matches by hand; refuses amounts that differ (400), unknown lines and entries (404), a second match (409)', async () => {
    const events = await countEvents(api);
    const differ = await request(owner, 'POST', '/bank-reconciliation/matches', { lineId: lines.sms, entryIds: [rentEntry] });
    expect(differ.status).toBe(400);
    expect(differ.body).toMatchObject({ code: 'MATCH_AMOUNTS_DIFFER', message: 'The chosen entries add up to -₦2,500.00; the statement line is -₦50.00' });
    expect((await request(owner, 'POST', '/bank-reconciliation/matches', { lineId: 'no-such-line', entryIds: [saleEntry] })).body.code).toBe(
      'BANK_STATEMENT_LINE_NOT_FOUND',
    );
    expect((await request(owner, 'POST', '/bank-reconciliation/matches', { lineId: lines.sale, entryIds: ['no-such-entry'] })).body.code).toBe(
      'BOOK_ENTRY_NOT_FOUND',
    );
    expect((await request(owner, 'POST', '/bank-reconciliation/matches', { lineId: lines.sale, entryIds: [] })).status).toBe(400);
    expect((await request(owner, 'POST', '/bank-reconciliation/matches', { lineId: lines.sale, entryIds: [saleEntry, saleEntry] })).status).toBe(400);
    expect(await countEvents(api)).toBe(events);

    const matched = await request(owner, 'POST', '/bank-reconciliation/matches', { lineId: lines.sale, entryIds: [saleEntry] });
    expect(matched.status).toBe(201);
    expect(matched.body.data).toMatchObject({ lineId: lines.sale, entryIds: [saleEntry] });

    const again = await request(owner, 'POST', '/bank-reconciliation/matches', { lineId: lines.sale, entryIds: [saleEntry] });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('LINE_ALREADY_MATCHED');
    const taken = await request(owner, 'POST', '/bank-reconciliation/matches', { lineId: lines.rent, entryIds: [saleEntry] });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('ENTRY_ALREADY_MATCHED');

    const data = await reconciliation(gtb);
    expect(data.matched).toEqual([
      {
        lineId: lines.sale,
        date: '2026-10-05',
        description: 'POS SALE FITTING',
        reference: '',
        amount: '12000.75',
        auto: false,
        entries: [expect.objectContaining({ entryId: saleEntry, amount: '12000.75' })],
      },
    ]);
    expect(data).toMatchObject({ unmatchedStatementTotal: '-2550.00', unmatchedBookTotal: '-2500.00', difference: '-1000.00' });
    expect((await request(reader, 'GET', `/bank-statements/${gtbStatement}`)).body.data.matched).toBe(1);
  });

  it('lets one of two matches of a line sent at once win; the other is 409', async () => {
    const events = await countEvents(api);
    const both = await Promise.all([
      request(owner, 'POST', '/bank-reconciliation/matches', { lineId: lines.rent, entryIds: [rentEntry] }),
      request(owner, 'POST', '/bank-reconciliation/matches', { lineId: lines.rent, entryIds: [rentEntry] }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await countEvents(api)).toBe(events + 1);
  });

  it('unmatches; a line not matched is 404', async () => {
    const undone = await request(owner, 'DELETE', `/bank-reconciliation/matches/${lines.rent}`);
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ lineId: lines.rent });
    const again = await request(owner, 'DELETE', `/bank-reconciliation/matches/${lines.rent}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('MATCH_NOT_FOUND');
    expect((await request(other, 'DELETE', `/bank-reconciliation/matches/${lines.sale}`)).status).toBe(404);
    expect((await request(owner, 'DELETE', `/bank-reconciliation/matches/${lines.sale}`)).status).toBe(200);
    expect((await reconciliation(gtb)).matched).toEqual([]);
  });

  it('auto-matches the pairs beyond doubt, then nothing more', async () => {
    const auto = await request(owner, 'POST', '/bank-reconciliation/auto-match', { bankAccountId: gtb, endDate: '2026-10-31' });
    expect(auto.status).toBe(201);
    expect(auto.body.data.matched).toBe(2);
    const events = await countEvents(api);
    const again = await request(owner, 'POST', '/bank-reconciliation/auto-match', { bankAccountId: gtb, endDate: '2026-10-31' });
    expect(again.status).toBe(201);
    expect(again.body.data.matched).toBe(0);
    expect(await countEvents(api)).toBe(events);

    const data = await reconciliation(gtb);
    expect(
      data.matched.map((match: { lineId: string; auto: boolean; entries: { entryId: string }[] }) => [
        match.lineId,
        match.auto,
        match.entries.map((entry) => entry.entryId),
      ]),
    ).toEqual([
      [lines.sale, true, [saleEntry]],
      [lines.rent, true, [rentEntry]],
    ]);
    expect(data.unmatchedLines.map((line: { lineId: string }) => line.lineId)).toEqual([lines.sms]);
    expect(data.unmatchedEntries).toEqual([]);
    expect((await request(owner, 'POST', '/bank-reconciliation/auto-match', { bankAccountId: otherBank })).status).toBe(404);
    expect((await request(owner, 'POST', '/bank-reconciliation/auto-match', {})).status).toBe(400);
  });

  it('comes to a difference of zero once the books have the opening and the bank charge and everything is matched', async () => {
    await record('/transactions/money-in', { date: '2026-09-30', amount: '1000', subtype: 'capital', account: gtb });
    const charge = (await record('/transactions/expenses', { date: '2026-10-08', account: gtb, category: 'bank', amount: '50' })).id;
    const matched = await request(owner, 'POST', '/bank-reconciliation/matches', { lineId: lines.sms, entryIds: [charge] });
    expect(matched.status).toBe(201);
    const data = await reconciliation(gtb);
    expect(data).toMatchObject({
      statementBalance: '10450.75',
      bookBalance: '10450.75',
      unmatchedStatementTotal: '0.00',
      unmatchedBookTotal: '0.00',
      difference: '0.00',
      reconciled: true,
      unmatchedLines: [],
      unmatchedEntries: [],
    });
    expect(data.matched).toHaveLength(3);
  });

  it('rebuilds the read model to the same rows', async () => {
    const rowsNow = async () => ({
      statements: (
        await api.runtime.pool.query(
          'SELECT *, opening_balance::text AS opening_balance, closing_balance::text AS closing_balance FROM bank_statements ORDER BY business_id, statement_id',
        )
      ).rows,
      lines: (
        await api.runtime.pool.query('SELECT *, amount::text AS amount, balance::text AS balance FROM bank_statement_lines ORDER BY business_id, line_id')
      ).rows,
      matches: (await api.runtime.pool.query('SELECT * FROM bank_statement_matches ORDER BY business_id, line_id, entry_id')).rows,
    });
    const before = await rowsNow();
    expect(before.statements.length).toBeGreaterThan(0);
    expect(before.matches.length).toBe(3);
    expect(before.lines.filter((line: { removed: boolean }) => line.removed)).toHaveLength(0);
    const dry = (await rebuildWith(api.runtime, projectorNamed('bank-statements')!, { dryRun: true })) as RebuildResult;
    expect(dry.identical).toBe(true);
    await rebuildWith(api.runtime, projectorNamed('bank-statements')!);
    expect(await rowsNow()).toEqual(before);
  });
});
