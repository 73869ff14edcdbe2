import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { jest } from '@jest/globals';
import { Decimal, bankAccountNames, hledgerAccountName, PERMISSION } from '@ledgerline/ledger';
import { rebuildWith } from '@ledgerline/platform';
import { listBankAccounts } from '@ledgerline/projections';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createContact, trialBalance } from './support/trade-fixtures.js';

jest.setTimeout(120_000);

const run = promisify(execFile);
const JOURNALS = '/api/v1/accounting/journal-entries';
const OPENING = '/api/v1/accounting/opening-balances';

/**
 * Manual journals and opening balances through HTTP on the real PostgreSQL (docs/manual-journals.md):
 * posted by the owner or an admin, read by whoever reads the trial balance; the reports and the
 * journal export move by exactly the lines posted, a reversal takes them back once, a new set of
 * opening balances replaces the old, and every read model rebuilds the same.
 */
describe('manual journals and opening balances', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  let landlord: string;
  let bank: string;
  let journalId: string;

  const get = (url: string, headers: Record<string, string> = {}) => api.request({ method: 'GET', url, headers });
  const data = async (url: string) => {
    const response = await get(url);
    if (response.status !== 200) throw new Error(`${url} → ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const post = (body: unknown, headers: Record<string, string> = {}) => api.request({ method: 'POST', url: JOURNALS, body, headers });
  const trialRow = async (code: string) =>
    ((await data('/api/v1/reports/trial-balance?date=2026-11-30')).accounts as { code: string; subAccount: string; net: string }[]).find(
      (row) => row.code === code,
    );
  const netProfit = async () => (await data('/api/v1/reports/profit-and-loss/custom?startDate1=2026-11-01&endDate1=2026-11-30')).netProfit.amounts[0];
  const liabilities = async () => (await data('/api/v1/reports/balance-sheet/liabilities?endDate1=2026-11-30')).figures.liabilities.start;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, {
      plan: 'store',
      business: 'Journal Stores',
      bankAccounts: [{ bankName: 'GTBank', accountName: 'Journal Stores', accountNumber: '0123456789' }],
    });
    other = await createOwner(api, { business: 'Other Stores' });
    landlord = await createContact(api, owner, 'Bola Properties');
    bank = (await listBankAccounts(api.runtime.pool, owner.businessId))[0].bankAccountId;
    const capital = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: '2026-11-01', amount: '500000.00', subtype: 'capital', account: bank },
    });
    expect(capital.status).toBe(201);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('posts a balanced journal: the trial balance, profit and loss and balance sheet move by its lines', async () => {
    const [profitBefore, liabilitiesBefore] = [await netProfit(), await liabilities()];
    const posted = await post({
      date: '2026-11-30',
      memo: 'Accrue November rent',
      lines: [
        { account: '6050', debit: '150000.00', description: 'November rent' },
        { account: '2000', contact: landlord, credit: '100000' },
        { account: bank, credit: '50000.00', description: 'Part paid' },
      ],
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toEqual({
      success: true,
      message: 'Journal entry posted',
      data: { id: expect.any(String), reference: 'JE-0001', total: '150000.00', position: expect.stringMatching(/^\d+$/) },
    });
    journalId = posted.body.data.id;

    expect(await balanceOf(api, owner.businessId, '6050')).toBe('150000.00');
    expect(await balanceOf(api, owner.businessId, '2000')).toBe('-100000.00');
    expect(await balanceOf(api, owner.businessId, '1010', bank)).toBe('450000.00');
    expect((await trialRow('6050'))?.net).toBe('150000.00');
    expect(new Decimal(await netProfit()).minus(profitBefore).toFixed(2)).toBe('-150000.00');
    expect(new Decimal(await liabilities()).minus(liabilitiesBefore).toFixed(2)).toBe('100000.00');
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
  });

  it('lists the journal and shows it with its lines, the contact and bank named', async () => {
    const list = await get(`${JOURNALS}?startDate=2026-11-01&endDate=2026-11-30`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, page: 1, limit: 25, total: 1 });
    expect(list.body.data[0]).toMatchObject({
      id: journalId,
      reference: 'JE-0001',
      kind: 'journal',
      date: '2026-11-30',
      memo: 'Accrue November rent',
      total: '150000.00',
      status: 'posted',
      reversalDate: null,
    });
    expect((await get(`${JOURNALS}?startDate=2026-12-01`)).body.total).toBe(0);
    const detail = await data(`${JOURNALS}/${journalId}`);
    expect(detail.lines).toEqual([
      {
        account: '6050',
        subAccount: null,
        bankAccountName: null,
        contactId: null,
        contactName: null,
        description: 'November rent',
        debit: '150000.00',
        credit: '0.00',
      },
      {
        account: '2000',
        subAccount: null,
        bankAccountName: null,
        contactId: landlord,
        contactName: 'Bola Properties',
        description: null,
        debit: '0.00',
        credit: '100000.00',
      },
      {
        account: '1010',
        subAccount: bank,
        bankAccountName: 'GTBank',
        contactId: null,
        contactName: null,
        description: 'Part paid',
        debit: '0.00',
        credit: '50000.00',
      },
    ]);
    expect((await get(`${JOURNALS}/${randomUUID()}`)).status).toBe(404);
    expect((await get(`${JOURNALS}?endDate=2026-01-01&startDate=2026-02-01`)).status).toBe(400);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const events = await countEvents(api);
    const cases: [unknown, string, RegExp][] = [
      [
        {
          date: '2026-11-30',
          lines: [
            { account: '1000', debit: '100.00' },
            { account: '4800', credit: '90.00' },
          ],
        },
        'lines',
        /^Debits and credits must be equal: debits 100\.00, credits 90\.00, a difference of 10\.00$/,
      ],
      [
        {
          date: '2026-11-30',
          lines: [
            { account: '1200', debit: '100.00' },
            { account: '3000', credit: '100.00' },
          ],
        },
        'lines[0].account',
        /stock adjustment/,
      ],
      [
        {
          date: '2026-11-30',
          lines: [
            { account: '1500', debit: '100.00' },
            { account: '3000', credit: '100.00' },
          ],
        },
        'lines[0].account',
        /asset register/,
      ],
      [
        {
          date: '2026-11-30',
          lines: [
            { account: '1100', debit: '100.00' },
            { account: '4800', credit: '100.00' },
          ],
        },
        'lines[0].contact',
        /choose the contact/,
      ],
      [{ date: '2026-11-30', lines: [{ account: '1000', debit: '100.00' }] }, 'lines', /at least two lines/],
      [
        {
          date: '2026-11-30',
          lines: [
            { account: '1000', debit: '1.005' },
            { account: '4800', credit: '1.005' },
          ],
        },
        'lines[0].debit',
        /2 decimal places/,
      ],
      [{}, 'date', /date/],
      [{ date: '2026-11-30', lines: 'none' }, 'lines', /list/],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(body);
      expect([response.status, response.body.success, response.body.errors?.[0]?.field]).toEqual([400, false, field]);
      expect(response.body.message).toMatch(message);
    }
    expect(await countEvents(api)).toBe(events);
  });

  it('answers 404 for another business’s contact or bank account, and changes nothing', async () => {
    const events = await countEvents(api);
    const stranger = await createContact(api, other, 'Not Ours Ltd');
    const otherBank = randomUUID();
    const contact = await post({
      date: '2026-11-30',
      lines: [
        { account: '1100', contact: stranger, debit: '10.00' },
        { account: '4800', credit: '10.00' },
      ],
    });
    expect([contact.status, contact.body.code]).toEqual([404, 'CONTACT_NOT_FOUND']);
    const banked = await post({
      date: '2026-11-30',
      lines: [
        { account: otherBank, debit: '10.00' },
        { account: '4800', credit: '10.00' },
      ],
    });
    expect([banked.status, banked.body.code]).toEqual([404, 'BANK_ACCOUNT_NOT_FOUND']);
    // The other business's own event (its contact) is the only one added.
    expect(await countEvents(api)).toBe(events + 1);
  });

  it('lets only the owner or an admin post; readers of the trial balance read', async () => {
    const body = {
      date: '2026-11-30',
      lines: [
        { account: '1000', debit: '10.00' },
        { account: '4800', credit: '10.00' },
      ],
    };
    const reader = await addMember(api, owner, { access: [PERMISSION.REPORTS] });
    const everything = await addMember(api, owner, {
      access: [PERMISSION.REPORTS, PERMISSION.PROFIT_AND_LOSS, PERMISSION.BALANCE_SHEET, PERMISSION.AUDIT_TRAIL],
    });
    const nobody = await addMember(api, owner, { access: [] });
    expect((await get(JOURNALS, as(reader))).status).toBe(200);
    expect((await get(`${JOURNALS}/${journalId}`, as(reader))).status).toBe(200);
    expect((await get(OPENING, as(reader))).status).toBe(200);
    for (const member of [reader, everything]) {
      expect((await post(body, as(member))).status).toBe(403);
      expect((await api.request({ method: 'POST', url: `${JOURNALS}/${journalId}/reverse`, body: {}, headers: as(member) })).status).toBe(403);
      expect((await api.request({ method: 'PUT', url: OPENING, body: { date: '2026-01-01', lines: [] }, headers: as(member) })).status).toBe(403);
    }
    expect((await get(JOURNALS, as(nobody))).status).toBe(403);
    const admin = await addMember(api, owner, { admin: true });
    const byAdmin = await post(body, as(admin));
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.data.reference).toBe('JE-0002');
  });

  it('answers a retried request with its first answer, and refuses a reference already used', async () => {
    const body = {
      date: '2026-11-29',
      reference: 'ADJ-7',
      lines: [
        { account: '1000', debit: '5.00' },
        { account: '4800', credit: '5.00' },
      ],
    };
    const key = { 'idempotency-key': `journal-${randomUUID()}` };
    const first = await post(body, key);
    const events = await countEvents(api);
    const again = await post(body, key);
    expect(first.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await countEvents(api)).toBe(events);
    const taken = await post(body);
    expect([taken.status, taken.body.code]).toEqual([409, 'REFERENCE_TAKEN']);
    // OB-… names opening balances: a journal may not take it (else two entries would share one).
    const before = await countEvents(api);
    const reserved = await post({ ...body, reference: 'ob-2026-01-01' });
    expect([reserved.status, reserved.body.code, reserved.body.errors?.[0]?.field]).toEqual([400, 'VALIDATION_FAILED', 'reference']);
    expect(await countEvents(api)).toBe(before);
  });

  it('reverses a journal once: its lines taken back on the day given, a second reversal 409', async () => {
    const early = await api.request({ method: 'POST', url: `${JOURNALS}/${journalId}/reverse`, body: { date: '2026-11-01' } });
    expect([early.status, early.body.errors?.[0]?.field]).toEqual([400, 'date']);
    const reversed = await api.request({ method: 'POST', url: `${JOURNALS}/${journalId}/reverse`, body: { date: '2026-12-01', reason: 'Rent was prepaid' } });
    expect(reversed.status).toBe(201);
    expect(reversed.body.data).toMatchObject({ id: journalId, reference: 'JE-0001', date: '2026-12-01' });
    expect(await balanceOf(api, owner.businessId, '6050')).toBe('0.00');
    expect(await balanceOf(api, owner.businessId, '2000')).toBe('0.00');
    // November still shows the accrual; the reversal is December's.
    expect(new Decimal(await netProfit()).toFixed(2)).toBe('-149985.00');
    const detail = await data(`${JOURNALS}/${journalId}`);
    expect([detail.status, detail.reversalDate]).toEqual(['reversed', '2026-12-01']);

    const twice = await api.request({ method: 'POST', url: `${JOURNALS}/${journalId}/reverse`, body: {} });
    expect([twice.status, twice.body.code]).toEqual([409, 'JOURNAL_ALREADY_REVERSED']);
    const unknown = await api.request({ method: 'POST', url: `${JOURNALS}/${randomUUID()}/reverse`, body: {} });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'JOURNAL_NOT_FOUND']);
  });

  it('records opening balances, the difference to 3200, and replaces them keeping the trial balance at zero', async () => {
    const before3200 = await balanceOf(api, owner.businessId, '3200');
    expect((await data(OPENING)).recorded).toBe(false);
    const first = await api.request({
      method: 'PUT',
      url: OPENING,
      body: {
        date: '2026-01-01',
        lines: [
          { account: '1000', debit: '20000.00' },
          { account: '2200', credit: '5000.00' },
          { account: '1100', contact: landlord, debit: '1000.00' },
        ],
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ reference: 'OB-2026-01-01', replaced: null });
    expect(await balanceOf(api, owner.businessId, '3200')).toBe(new Decimal(before3200).minus('16000').toFixed(2));
    const current = await data(OPENING);
    expect(current).toMatchObject({ recorded: true, id: first.body.data.id, date: '2026-01-01', difference: { debit: '0.00', credit: '16000.00' } });
    expect(current.lines.map((line: { account: string; debit: string; credit: string }) => [line.account, line.debit, line.credit])).toEqual([
      ['1000', '20000.00', '0.00'],
      ['2200', '0.00', '5000.00'],
      ['1100', '1000.00', '0.00'],
    ]);
    const reverseOpening = await api.request({ method: 'POST', url: `${JOURNALS}/${first.body.data.id}/reverse`, body: {} });
    expect(reverseOpening.status).toBe(409);

    const cashBefore = new Decimal(await balanceOf(api, owner.businessId, '1000')).minus('20000');
    const second = await api.request({ method: 'PUT', url: OPENING, body: { date: '2026-02-01', lines: [{ account: '1000', debit: '7000.00' }] } });
    expect(second.status).toBe(200);
    expect(second.body.data.replaced).toBe(first.body.data.id);
    expect(await balanceOf(api, owner.businessId, '1000')).toBe(cashBefore.plus('7000').toFixed(2));
    expect(await balanceOf(api, owner.businessId, '2200')).toBe('0.00');
    expect(await balanceOf(api, owner.businessId, '1100')).toBe('0.00');
    expect(await balanceOf(api, owner.businessId, '3200')).toBe(new Decimal(before3200).minus('7000').toFixed(2));
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
    const report = await data('/api/v1/reports/trial-balance?date=2026-12-31');
    expect(report.balanced).toBe(true);
    expect((await data(OPENING)).date).toBe('2026-02-01');

    const sets = await get(`${JOURNALS}?kind=opening-balances`);
    expect(sets.body.data.map((row: { status: string; date: string }) => [row.date, row.status])).toEqual([
      ['2026-02-01', 'posted'],
      ['2026-01-01', 'reversed'],
    ]);
    const bad = await api.request({ method: 'PUT', url: OPENING, body: { date: '2026-01-01', lines: [{ account: '1210', debit: '1.00' }] } });
    expect([bad.status, bad.body.errors?.[0]?.field]).toEqual([400, 'lines[0].account']);
    expect((await api.request({ method: 'PUT', url: OPENING, body: {} })).status).toBe(400);
  });

  it('puts the journals in the audit trail and an export that hledger balances exactly as we do', async () => {
    const audit = await data('/api/v1/audit/events?type=ManualJournalPosted,ManualJournalReversed');
    expect(audit.total).toBeGreaterThanOrEqual(6);

    const exported = await get('/api/v1/accounting/journal/export');
    expect(exported.status).toBe(200);
    expect(String(exported.body)).toContain('2026-11-30 JE-0001 | Accrue November rent');
    expect(String(exported.body)).toContain('2026-12-01 JE-0001 | Reversal of JE-0001');
    const dir = await mkdtemp(join(tmpdir(), 'ledgerline-journals-'));
    try {
      const file = join(dir, 'books.journal');
      await writeFile(file, String(exported.body));
      const { stdout } = await run('hledger', ['-f', file, 'balance', '--flat', '--no-total', '-O', 'csv']);
      const theirs = Object.fromEntries(
        stdout
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => {
            const [account, amount] = line.split('","').map((cell) => cell.replace(/^"|"$/g, ''));
            return [account, new Decimal(amount.replace(/^NGN /, '').replace(/,/g, '')).toFixed(2)];
          }),
      );
      const names = { currency: 'NGN', bankNames: bankAccountNames(await listBankAccounts(api.runtime.pool, owner.businessId)) };
      const { rows } = await api.runtime.pool.query<{ account_code: string; sub_account: string; net: string }>(
        'SELECT account_code, sub_account, debit_total - credit_total AS net FROM account_balances WHERE business_id = $1',
        [owner.businessId],
      );
      const ours = Object.fromEntries(
        rows
          .filter((row) => !new Decimal(row.net).isZero())
          .map((row) => [hledgerAccountName(row.account_code, row.sub_account, names), new Decimal(row.net).toFixed(2)]),
      );
      expect(theirs).toEqual(ours);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rebuilds every read model from the events identical, the journals’ list included', async () => {
    const snapshot = async () => ({
      journals: (await api.runtime.pool.query('SELECT * FROM manual_journals ORDER BY business_id, journal_id')).rows,
      lines: (await api.runtime.pool.query('SELECT * FROM journal_lines ORDER BY business_id, position, line_no')).rows,
    });
    const before = await snapshot();
    expect(before.journals.length).toBeGreaterThanOrEqual(5);
    const results = (await rebuildWith(api.runtime, api.runtime.projectors)) as { projector: string; identical: boolean }[];
    expect(results.map((result) => [result.projector, result.identical])).toEqual(api.runtime.projectors.map((projector) => [projector.name, true]));
    expect(await snapshot()).toEqual(before);
  });
});
