import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ACCOUNT_SETTINGS } from '../business/account-settings.js';
import type { ExistingBusiness } from '../business/business-state.js';
import { LEDGER_ERROR_CODES } from '../errors.js';
import type { CurrencyCode } from '../money.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import { journalAccounts } from './journal-lines.js';
import { decideRecordManualJournal, decideReverseManualJournal, type ManualJournalRecord, type RecordManualJournalCommand } from './record-manual-journal.js';
import { decideRecordOpeningBalances } from './record-opening-balances.js';

const BANK = '7b0c3a52-1d2e-4f60-9a8b-0c1d2e3f4a5b';
const CUSTOMER = 'c0ffee00-0000-4000-8000-000000000001';
const STRANGER = 'c0ffee00-0000-4000-8000-000000000099';

const business = (currency: CurrencyCode = 'NGN'): ExistingBusiness => ({
  exists: true,
  businessId: 'biz-1',
  name: 'Ada Stores',
  currency,
  bankAccounts: { [BANK]: { bankAccountId: BANK, bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123456789' } },
  profile: {},
  settings: { ...DEFAULT_ACCOUNT_SETTINGS },
});
const context = { contactExists: (id: string) => id === CUSTOMER };
const journal = (lines: unknown, overrides: Partial<RecordManualJournalCommand> = {}, currency: CurrencyCode = 'NGN') =>
  decideRecordManualJournal({ transactionId: 'je-1', reference: 'JE-0001', date: '2026-11-30', lines, ...overrides }, business(currency), context);

describe('manual journals', () => {
  it('posts balanced lines as given, bank accounts by id under 1010, and says the total', () => {
    const [event] = journal(
      [
        { account: '6050', debit: '1500.00', description: 'November rent accrued' },
        { account: BANK, credit: '1000' },
        { account: '2200', credit: '500.00' },
      ],
      { memo: 'Rent for November' },
    );
    expect(event.type).toBe('ManualJournalPosted');
    expect(event.data).toEqual({
      transactionId: 'je-1',
      reference: 'JE-0001',
      kind: 'journal',
      date: '2026-11-30',
      currency: 'NGN',
      total: '1500.00',
      memo: 'Rent for November',
      description: 'Rent for November',
      lines: [
        { account: '6050', debit: '1500.00', credit: '0.00', memo: 'November rent accrued' },
        { account: '1010', subAccount: BANK, debit: '0.00', credit: '1000.00' },
        { account: '2200', debit: '0.00', credit: '500.00' },
      ],
    });
  });

  it('refuses debits and credits that differ, naming the difference', () => {
    const error = refusal(() =>
      journal([
        { account: '1000', debit: '100.00' },
        { account: '4800', credit: '90.50' },
      ]),
    );
    expect(error.code).toBe(LEDGER_ERROR_CODES.JOURNAL_UNBALANCED);
    expect(error.field).toBe('lines');
    expect(error.message).toBe('Debits and credits must be equal: debits 100.00, credits 90.50, a difference of 9.50');
  });

  it('adds amounts exactly: 0.10 + 0.20 balances 0.30', () => {
    const [event] = journal([
      { account: '1000', debit: '0.1' },
      { account: '1000', debit: 0.2 },
      { account: '4800', credit: '0.30' },
    ]);
    expect(event.data.total).toBe('0.30');
  });

  it('refuses amounts finer than the currency allows, and keeps its scale (JPY has none)', () => {
    expect(
      refusal(() =>
        journal([
          { account: '1000', debit: '1.005' },
          { account: '4800', credit: '1.005' },
        ]),
      ).code,
    ).toBe(LEDGER_ERROR_CODES.AMOUNT_TOO_MANY_DECIMALS);
    expect(
      refusal(() =>
        journal(
          [
            { account: '1000', debit: '10.5' },
            { account: '4800', credit: '10.5' },
          ],
          {},
          'JPY',
        ),
      ).message,
    ).toMatch(/whole number/);
    const [event] = journal(
      [
        { account: '1000', debit: '1500' },
        { account: '4800', credit: '1500' },
      ],
      {},
      'JPY',
    );
    expect(event.data.lines.map((line) => [line.debit, line.credit])).toEqual([
      ['1500', '0'],
      ['0', '1500'],
    ]);
  });

  it('refuses the inventory and fixed-asset accounts, saying what to use instead', () => {
    for (const [code, instead] of [
      ['1200', /stock adjustment/],
      ['1210', /production/],
      ['1220', /production/],
      ['1500', /asset register/],
      ['1510', /asset register/],
    ] as const) {
      const error = refusal(() =>
        journal([
          { account: code, debit: '10.00' },
          { account: '3000', credit: '10.00' },
        ]),
      );
      expect(error.code).toBe(LEDGER_ERROR_CODES.ACCOUNT_NOT_POSTABLE);
      expect(error.field).toBe('lines[0].account');
      expect(error.message).toMatch(instead);
    }
    expect(
      journalAccounts()
        .filter((account) => account.notPostable)
        .map((account) => account.code),
    ).toEqual(['1200', '1210', '1220', '1500', '1510']);
  });

  it('needs the bank account for cash at bank, and an account of the chart or a bank account of the business', () => {
    expect(
      refusal(() =>
        journal([
          { account: '1010', debit: '1.00' },
          { account: '3000', credit: '1.00' },
        ]),
      ).message,
    ).toMatch(/choose the bank account/);
    expect(
      refusal(() =>
        journal([
          { account: '9999', debit: '1.00' },
          { account: '3000', credit: '1.00' },
        ]),
      ).code,
    ).toBe(LEDGER_ERROR_CODES.UNKNOWN_ACCOUNT);
    expect(
      refusal(() =>
        journal([
          { account: STRANGER, debit: '1.00' },
          { account: '3000', credit: '1.00' },
        ]),
      ).code,
    ).toBe(LEDGER_ERROR_CODES.BANK_ACCOUNT_NOT_FOUND);
  });

  it('needs a contact of the business on receivables, prepayments, payables and customer advances, and none elsewhere', () => {
    for (const code of ['1100', '1150', '2000', '2300']) {
      const error = refusal(() =>
        journal([
          { account: code, debit: '5.00' },
          { account: '4800', credit: '5.00' },
        ]),
      );
      expect([error.field, error.code]).toEqual(['lines[0].contact', LEDGER_ERROR_CODES.ENTITY_REQUIRED]);
    }
    expect(
      refusal(() =>
        journal([
          { account: '1100', contact: STRANGER, debit: '5.00' },
          { account: '4800', credit: '5.00' },
        ]),
      ).code,
    ).toBe(LEDGER_ERROR_CODES.CONTACT_NOT_FOUND);
    expect(
      refusal(() =>
        journal([
          { account: '4800', contact: CUSTOMER, debit: '5.00' },
          { account: '1000', credit: '5.00' },
        ]),
      ).field,
    ).toBe('lines[0].contact');
    const [event] = journal([
      { account: '1100', contact: CUSTOMER, debit: '5.00' },
      { account: '4800', credit: '5.00' },
    ]);
    expect(event.data.lines[0]).toEqual({ account: '1100', contactId: CUSTOMER, debit: '5.00', credit: '0.00' });
  });

  it('needs two lines, each one side greater than zero', () => {
    expect(refusal(() => journal([{ account: '1000', debit: '5.00' }])).field).toBe('lines');
    expect(refusal(() => journal([{ account: '1000' }, { account: '4800', credit: '5.00' }])).code).toBe(LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
    expect(
      refusal(() =>
        journal([
          { account: '1000', debit: '5', credit: '5' },
          { account: '4800', credit: '5.00' },
        ]),
      ).field,
    ).toBe('lines[0].credit');
    expect(
      refusal(() =>
        journal([
          { account: '1000', debit: '-5' },
          { account: '4800', debit: '5.00' },
        ]),
      ).code,
    ).toBe(LEDGER_ERROR_CODES.AMOUNT_NEGATIVE);
    expect(refusal(() => journal('nope')).field).toBe('lines');
    expect(refusal(() => journal([], { date: '2026-02-30' })).field).toBe('date');
  });
});

describe('reversing a manual journal', () => {
  const posted: ManualJournalRecord = {
    journalId: 'je-1',
    reference: 'JE-0001',
    kind: 'journal',
    date: '2026-11-30',
    status: 'posted',
    lines: [
      { account: '6050', debit: '1500.00', credit: '0.00' },
      { account: '1000', debit: '0.00', credit: '1500.00' },
    ],
  };

  it('posts the lines swapped, on the journal’s date unless another is given', () => {
    const [event] = decideReverseManualJournal({ journalId: 'je-1' }, posted, business());
    expect(event.data).toEqual({
      transactionId: 'je-1',
      reference: 'JE-0001',
      kind: 'journal',
      date: '2026-11-30',
      currency: 'NGN',
      description: 'Reversal of JE-0001',
      lines: [
        { account: '6050', debit: '0.00', credit: '1500.00' },
        { account: '1000', debit: '1500.00', credit: '0.00' },
      ],
    });
    expect(decideReverseManualJournal({ journalId: 'je-1', date: '2026-12-01' }, posted, business())[0].data.date).toBe('2026-12-01');
  });

  it('refuses a second reversal (409), an unknown journal (404), a date before the journal, and opening balances', () => {
    expect(refusal(() => decideReverseManualJournal({ journalId: 'je-1' }, { ...posted, status: 'reversed' }, business())).code).toBe(
      LEDGER_ERROR_CODES.JOURNAL_ALREADY_REVERSED,
    );
    expect(refusal(() => decideReverseManualJournal({ journalId: 'x' }, undefined, business())).code).toBe(LEDGER_ERROR_CODES.JOURNAL_NOT_FOUND);
    expect(refusal(() => decideReverseManualJournal({ journalId: 'je-1', date: '2026-11-29' }, posted, business())).field).toBe('date');
    expect(refusal(() => decideReverseManualJournal({ journalId: 'je-1' }, { ...posted, kind: 'opening-balances' }, business())).code).toBe(
      LEDGER_ERROR_CODES.TRANSACTION_NOT_CORRECTABLE,
    );
  });
});

describe('opening balances', () => {
  const open = (lines: unknown, current?: ManualJournalRecord) =>
    decideRecordOpeningBalances({ transactionId: 'ob-2', reference: 'OB-2026-01-01', date: '2026-01-01', lines }, business(), context, current);

  it('post as one journal, the difference to 3200 Retained earnings', () => {
    const events = open([
      { account: '1000', debit: '50000.00' },
      { account: BANK, debit: '250000.00' },
      { account: '2000', contact: CUSTOMER, credit: '40000.00' },
    ]);
    expect(events).toHaveLength(1);
    expect(events[0].type).toBe('ManualJournalPosted');
    expect(events[0].data.lines).toEqual([
      { account: '1000', debit: '50000.00', credit: '0.00' },
      { account: '1010', subAccount: BANK, debit: '250000.00', credit: '0.00' },
      { account: '2000', contactId: CUSTOMER, debit: '0.00', credit: '40000.00' },
      { account: '3200', memo: 'Difference of the opening balances', debit: '0.00', credit: '260000.00' },
    ]);
    expect(events[0].data).toMatchObject({ kind: 'opening-balances', date: '2026-01-01', total: '300000.00' });
  });

  it('debit 3200 when credits are more, and add nothing when the lines balance', () => {
    expect(open([{ account: '2200', credit: '10.00' }])[0].data.lines.at(-1)).toEqual({
      account: '3200',
      memo: 'Difference of the opening balances',
      debit: '10.00',
      credit: '0.00',
    });
    expect(
      open([
        { account: '1000', debit: '10.00' },
        { account: '3000', credit: '10.00' },
      ])[0].data.lines,
    ).toHaveLength(2);
  });

  it('replace the previous set: its lines reversed on its date, then the new set', () => {
    const previous: ManualJournalRecord = {
      journalId: 'ob-1',
      reference: 'OB-2025-12-31',
      kind: 'opening-balances',
      date: '2025-12-31',
      status: 'posted',
      lines: [
        { account: '1000', debit: '10.00', credit: '0.00' },
        { account: '3200', debit: '0.00', credit: '10.00' },
      ],
    };
    const events = open([{ account: '1000', debit: '20.00' }], previous);
    expect(events.map((event) => [event.type, event.data.transactionId, event.data.date])).toEqual([
      ['ManualJournalReversed', 'ob-1', '2025-12-31'],
      ['ManualJournalPosted', 'ob-2', '2026-01-01'],
    ]);
    expect(events[0].data.lines).toEqual([
      { account: '1000', debit: '0.00', credit: '10.00' },
      { account: '3200', debit: '10.00', credit: '0.00' },
    ]);
    // An empty set only takes the previous one back; with none, there is nothing to record.
    expect(open([], previous).map((event) => event.type)).toEqual(['ManualJournalReversed']);
    expect(refusal(() => open([])).field).toBe('lines');
  });

  it('follow the journal’s account rules', () => {
    expect(refusal(() => open([{ account: '1200', debit: '10.00' }])).message).toMatch(/opening stock/);
    expect(refusal(() => open([{ account: '1100', debit: '10.00' }])).code).toBe(LEDGER_ERROR_CODES.ENTITY_REQUIRED);
  });
});
