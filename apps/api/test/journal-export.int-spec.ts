import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Decimal, bankAccountNames, hledgerAccountName } from '@ledgerline/ledger';
import { listBankAccounts } from '@ledgerline/projections';
import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { recordBusyBusiness } from './support/busy-business.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const run = promisify(execFile);

/** Our books against an independent engine: export the journal, run Debian's hledger on it, compare every account. */
describe('the hledger journal export', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let dir: string;
  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, {
      bankAccounts: [
        { bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' },
        { bankName: 'Zenith', accountName: 'Test Stores', accountNumber: '9876543210' },
      ],
    });
    dir = await mkdtemp(join(tmpdir(), 'ledgerline-hledger-'));
  });
  afterAll(async () => {
    await api?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('exports a busy business that hledger balances exactly as we do, account by account', async () => {
    const banks = await listBankAccounts(api.runtime.pool, owner.businessId);
    await recordBusyBusiness(api, { documents: 120, seed: 7, bankAccountIds: banks.map((b) => b.bankAccountId) });

    const exported = await api.request({ method: 'GET', url: '/api/v1/accounting/journal/export' });
    expect(exported.status).toBe(200);
    expect(String(exported.headers['content-type'])).toMatch(/^text\/plain/);
    const file = join(dir, 'books.journal');
    await writeFile(file, String(exported.body));

    const { stdout } = await run('hledger', ['-f', file, 'balance', '--flat', '--no-total', '-O', 'csv']);
    const theirs = new Map(
      stdout
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => {
          const [account, amount] = line.split('","').map((cell) => cell.replace(/^"|"$/g, ''));
          return [account, new Decimal(amount.replace(/^NGN /, '').replace(/,/g, '')).toFixed(2)] as const;
        }),
    );

    const names = { currency: 'NGN', bankNames: bankAccountNames(banks) };
    const { rows } = await api.runtime.pool.query<{ account_code: string; sub_account: string; net: string }>(
      'SELECT account_code, sub_account, debit_total - credit_total AS net FROM account_balances WHERE business_id = $1',
      [owner.businessId],
    );
    const ours = new Map(
      rows
        .filter((row) => !new Decimal(row.net).isZero())
        .map((row) => [hledgerAccountName(row.account_code, row.sub_account, names), new Decimal(row.net).toFixed(2)] as const),
    );
    expect(ours.size).toBeGreaterThan(8);
    expect(Object.fromEntries(theirs)).toEqual(Object.fromEntries(ours));

    // And the journal balances to zero as a whole (hledger refuses unbalanced transactions outright).
    const total = [...theirs.values()].reduce((sum, amount) => sum.plus(amount), new Decimal(0));
    expect(total.toFixed(2)).toBe('0.00');
  });

  it('refuses members without a reporting code', async () => {
    const anonymous = await api.request({ method: 'GET', url: '/api/v1/accounting/journal/export', headers: { cookie: '' } });
    expect(anonymous.status).toBe(401);
  });
});
