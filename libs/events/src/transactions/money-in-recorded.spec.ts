import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  decideRecordMoneyIn,
  evolveAll,
  MONEY_IN_SUBTYPES,
  MONEY_IN_SUBTYPES_WITH_CONTACT,
  type BusinessEvent,
  type MoneyInRecordedData,
} from '@ledgerline/ledger';
import { upcast } from '../registry.js';
import { upcastMoneyInRecordedV1, type MoneyInRecordedV1 } from './money-in-recorded.js';

const business = evolveAll([
  { type: 'BusinessCreated', data: { businessId: 'biz-1', name: 'Ada Stores', currency: 'NGN' } },
  { type: 'BankAccountAdded', data: { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada', accountNumber: '0123456789' } },
] satisfies BusinessEvent[]);

/** What the v2 decider records for the document a v1 event describes. */
function decidedFor(v1: MoneyInRecordedV1): MoneyInRecordedData {
  const [event] = decideRecordMoneyIn(
    {
      transactionId: v1.transactionId,
      reference: v1.reference,
      date: v1.date,
      amount: v1.amount,
      subtype: v1.subtype,
      account: v1.account,
      description: v1.description ?? undefined,
    },
    business,
  );
  return event!.data;
}

const v1 = (overrides: Partial<MoneyInRecordedV1> = {}): MoneyInRecordedV1 => ({
  transactionId: 'tx-1',
  reference: 'MI-000001',
  date: '2023-06-01',
  subtype: 'capital',
  amount: '1500.00',
  account: 'Cash',
  description: 'Startup capital',
  ...overrides,
});

describe('MoneyInRecorded v1 → v2', () => {
  it('adds the currency, the { kind } account and the journal lines', () => {
    expect(upcast({ type: 'MoneyInRecorded', version: 1, data: v1({ account: 'bank-1', amount: '1500' }) })).toEqual({
      type: 'MoneyInRecorded',
      version: 2,
      data: {
        transactionId: 'tx-1',
        reference: 'MI-000001',
        date: '2023-06-01',
        subtype: 'capital',
        account: { kind: 'bank', bankAccountId: 'bank-1' },
        amount: '1500.00',
        currency: 'NGN',
        description: 'Startup capital',
        lines: [
          { account: '1010', subAccount: 'bank-1', debit: '1500.00', credit: '0.00' },
          { account: '3000', debit: '0.00', credit: '1500.00' },
        ],
      },
    });
  });

  it.each(MONEY_IN_SUBTYPES.filter((s) => !MONEY_IN_SUBTYPES_WITH_CONTACT.includes(s)))(
    'equals what the v2 decider produces for the same %s document',
    (subtype) => {
      for (const account of ['Cash', 'bank-1']) {
        const old = v1({ subtype, account });
        expect(upcast({ type: 'MoneyInRecorded', version: 1, data: old }).data).toEqual(decidedFor(old));
      }
    },
  );

  it('property: equals the v2 decider for any v1 document the decider accepts', () => {
    const subtypes = MONEY_IN_SUBTYPES.filter((s) => !MONEY_IN_SUBTYPES_WITH_CONTACT.includes(s));
    fc.assert(
      fc.property(
        fc.constantFrom(...subtypes),
        fc.constantFrom('Cash', 'bank-1'),
        fc.bigInt({ min: 1n, max: 10n ** 17n - 1n }),
        fc.constantFrom(0, 1, 2),
        fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (subtype, account, units, scale, description, date) => {
          const amount = scale === 0 ? units.toString() : (Number(units) / 10 ** scale).toFixed(scale);
          fc.pre(!/e/.test(amount) && amount.split('.')[0]!.length <= 15);
          const old = v1({ subtype, account, amount, description, date: date.toISOString().slice(0, 10) });
          const upcasted = upcast({ type: 'MoneyInRecorded', version: 1, data: old });
          expect(upcasted.version).toBe(2);
          expect(upcasted.data).toEqual(decidedFor(old));
        },
      ),
    );
  });

  it('posts v1 debt repayments and customer deposits without a contact (v1 had none)', () => {
    const repayment = upcastMoneyInRecordedV1(v1({ subtype: 'debt_repayment' }));
    expect(repayment.lines).toEqual([
      { account: '1000', debit: '1500.00', credit: '0.00' },
      { account: '1100', debit: '0.00', credit: '1500.00' },
    ]);
    expect(repayment).not.toHaveProperty('entityId');
    expect(upcastMoneyInRecordedV1(v1({ subtype: 'customer_deposit' })).lines[1]).toEqual({ account: '2300', debit: '0.00', credit: '1500.00' });
  });

  it('drops a blank or null description', () => {
    expect(upcastMoneyInRecordedV1(v1({ description: '' }))).not.toHaveProperty('description');
    expect(upcastMoneyInRecordedV1(v1({ description: null }))).not.toHaveProperty('description');
    expect(upcastMoneyInRecordedV1(v1({ description: undefined }))).not.toHaveProperty('description');
  });

  it('does not change the stored event', () => {
    const stored = { type: 'MoneyInRecorded', version: 1, data: v1() };
    const copy = JSON.parse(JSON.stringify(stored));
    upcast(stored);
    expect(stored).toEqual(copy);
  });

  it('refuses history it cannot post: unknown subtype, non-decimal or non-positive amount', () => {
    expect(() => upcastMoneyInRecordedV1(v1({ subtype: 'salary' }))).toThrow(/unknown money-in subtype "salary"/);
    expect(() => upcastMoneyInRecordedV1(v1({ amount: 'abc' }))).toThrow(/not a decimal string/);
    expect(() => upcastMoneyInRecordedV1(v1({ amount: '0' }))).toThrow(/at least two lines/);
    expect(() => upcastMoneyInRecordedV1(v1({ amount: '-5' }))).toThrow(/not negative/);
  });
});
