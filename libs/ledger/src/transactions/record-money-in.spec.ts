import { describe, expect, it } from '@jest/globals';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import fc from 'fast-check';
import type { BusinessEvent } from '../business/business-events.js';
import { evolveAll, type BusinessState } from '../business/business-state.js';
import { Decimal } from '../decimal.js';
import { assertBalanced, entryTotal } from '../journal.js';
import { currencyScale, formatAmount, type CurrencyCode } from '../money.js';
import { MONEY_IN_SUBTYPES, MONEY_IN_SUBTYPES_WITH_CONTACT } from '../posting/money-in.js';
import type { MoneyInRecorded } from './money-in-events.js';
import { decideRecordMoneyIn, type RecordMoneyInCommand } from './record-money-in.js';

const businessCreated = (currency: CurrencyCode = 'NGN'): BusinessEvent => ({
  type: 'BusinessCreated',
  data: { businessId: 'biz-1', name: 'Ada Stores', currency },
});
const gtbAdded: BusinessEvent = {
  type: 'BankAccountAdded',
  data: { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada Stores Ltd', accountNumber: '0123456789' },
};

const command = (overrides: Partial<RecordMoneyInCommand> = {}): RecordMoneyInCommand => ({
  transactionId: 'tx-1',
  reference: 'MI-000001',
  date: '2024-03-15',
  amount: '1500',
  subtype: 'capital',
  account: 'Cash',
  description: 'Owner puts money in',
  ...overrides,
});

const givenBusiness = givenWhenThen<BusinessState, BusinessEvent | MoneyInRecorded>(evolveAll);

/** given(business events).when(command) → then(events) | thenRefuses(field, code, message?) */
function given(events: BusinessEvent[]) {
  return { when: (cmd: RecordMoneyInCommand) => givenBusiness(events).when((state) => decideRecordMoneyIn(cmd, state)) };
}

describe('record money in', () => {
  it('given a business, when capital comes in as cash, then MoneyInRecorded carries the document and its lines', () => {
    given([businessCreated(), gtbAdded])
      .when(command())
      .then([
        {
          type: 'MoneyInRecorded',
          data: {
            transactionId: 'tx-1',
            reference: 'MI-000001',
            date: '2024-03-15',
            subtype: 'capital',
            account: { kind: 'cash' },
            amount: '1500.00',
            currency: 'NGN',
            description: 'Owner puts money in',
            lines: [
              { account: '1000', debit: '1500.00', credit: '0.00' },
              { account: '3000', debit: '0.00', credit: '1500.00' },
            ],
          },
        },
      ]);
  });

  it('given a bank account, when a loan is paid into it, then 1010 for that account is debited and 2200 credited', () => {
    given([businessCreated(), gtbAdded])
      .when(command({ subtype: 'loan', account: 'bank-1', amount: 250000.5, description: undefined }))
      .then([
        {
          type: 'MoneyInRecorded',
          data: {
            transactionId: 'tx-1',
            reference: 'MI-000001',
            date: '2024-03-15',
            subtype: 'loan',
            account: { kind: 'bank', bankAccountId: 'bank-1' },
            amount: '250000.50',
            currency: 'NGN',
            lines: [
              { account: '1010', subAccount: 'bank-1', debit: '250000.50', credit: '0.00' },
              { account: '2200', debit: '0.00', credit: '250000.50' },
            ],
          },
        },
      ]);
  });

  it('when a debtor repays, then the receivable line carries the contact', () => {
    const [event] = decideRecordMoneyIn(command({ subtype: 'debt_repayment', entityId: 'contact-7' }), evolveAll([businessCreated()]));
    expect(event!.data.entityId).toBe('contact-7');
    expect(event!.data.lines[1]).toEqual({ account: '1100', contactId: 'contact-7', debit: '0.00', credit: '1500.00' });
  });

  it('given a JPY business, then amounts have no decimals', () => {
    const [event] = decideRecordMoneyIn(command({ amount: '1500' }), evolveAll([businessCreated('JPY')]));
    expect(event!.data).toMatchObject({ amount: '1500', currency: 'JPY' });
    expect(event!.data.lines[0]).toEqual({ account: '1000', debit: '1500', credit: '0' });
    given([businessCreated('JPY')])
      .when(command({ amount: '1500.50' }))
      .thenRefuses('amount', 'AMOUNT_TOO_MANY_DECIMALS');
  });

  it('given the business’s contacts, when the entity is not one of them, then it is refused: not found for an id, unknown for any other text', () => {
    const state = evolveAll([businessCreated()]);
    const contactExists = (id: string) => id === 'contact-7';
    expect(decideRecordMoneyIn(command({ subtype: 'debt_repayment', entityId: 'contact-7' }), state, { contactExists })[0]!.data.entityId).toBe('contact-7');
    const refusal = (entityId: string) => {
      try {
        decideRecordMoneyIn(command({ subtype: 'debt_repayment', entityId }), state, { contactExists });
      } catch (error) {
        return [(error as { field?: string }).field, (error as { code?: string }).code];
      }
      return undefined;
    };
    expect(refusal('3f1d2c4b-1111-4a55-9d7e-3c2f9a1d5e20')).toEqual(['entity', 'CONTACT_NOT_FOUND']);
    expect(refusal('anything at all')).toEqual(['entity', 'UNKNOWN_CONTACT']);
  });

  it('drops a blank description', () => {
    const [event] = decideRecordMoneyIn(command({ description: '   ' }), evolveAll([businessCreated()]));
    expect(event!.data).not.toHaveProperty('description');
  });

  it('given no business, then it is refused', () => {
    given([]).when(command()).thenRefuses('businessId', 'BUSINESS_NOT_FOUND');
  });

  it.each(['2023-02-29', '2024-13-01', '2024-04-31', '2024-00-10', '15/03/2024', '2024-3-15', '2024-03-15T00:00:00Z', '', 'today'])(
    'refuses the date %j',
    (date) => {
      given([businessCreated()])
        .when(command({ date }))
        .thenRefuses('date', date === '' ? 'REQUIRED' : 'INVALID_DATE');
    },
  );

  it('accepts 29 February in a leap year', () => {
    expect(decideRecordMoneyIn(command({ date: '2024-02-29' }), evolveAll([businessCreated()]))[0]!.data.date).toBe('2024-02-29');
  });

  it.each<[unknown, string, string]>([
    ['0', 'AMOUNT_NOT_POSITIVE', 'amount must be greater than zero'],
    [-5, 'AMOUNT_NOT_POSITIVE', 'amount must be greater than zero'],
    ['1500.001', 'AMOUNT_TOO_MANY_DECIMALS', 'amount must have at most 2 decimal places'],
    ['1000000000000000', 'AMOUNT_TOO_LARGE', 'amount must have at most 15 digits before the decimal point'],
    ['abc', 'INVALID_AMOUNT', 'amount must be a number'],
    [Number.NaN, 'INVALID_AMOUNT', 'amount must be a number'],
    [undefined, 'REQUIRED', 'amount is required'],
  ])('refuses the amount %j', (amount, code, message) => {
    given([businessCreated()]).when(command({ amount })).thenRefuses('amount', code, message);
  });

  it('refuses an unknown subtype, listing the allowed ones', () => {
    given([businessCreated()])
      .when(command({ subtype: 'salary' }))
      .thenRefuses(
        'subtype',
        'INVALID_CHOICE',
        'subtype must be one of: capital, loan, interest_income, other_income, gift, commission, service_charge, bad_debt_recovered, debt_repayment, customer_deposit',
      );
  });

  it.each(['bank-2', 'cash', 'GTB', '', 'constructor', '0b6c2b8e-4f7e-4a55-9d7e-111111111111'])('refuses the account %j', (account) => {
    given([businessCreated(), gtbAdded])
      .when(command({ account }))
      .thenRefuses(
        'account',
        account === '' ? 'REQUIRED' : account.includes('-4f7e-') ? 'BANK_ACCOUNT_NOT_FOUND' : 'UNKNOWN_ACCOUNT',
        account === '' ? 'account is required' : "account must be Cash or one of the business's bank accounts",
      );
  });

  it.each(MONEY_IN_SUBTYPES_WITH_CONTACT)('requires an entity for %s', (subtype) => {
    given([businessCreated()]).when(command({ subtype })).thenRefuses('entityId', 'ENTITY_REQUIRED', `entityId is required for ${subtype}`);
  });

  it('refuses a missing transaction id or reference', () => {
    given([businessCreated()])
      .when(command({ transactionId: '' }))
      .thenRefuses('transactionId', 'REQUIRED');
    given([businessCreated()])
      .when(command({ reference: ' ' }))
      .thenRefuses('reference', 'REQUIRED');
  });

  it('property: any valid money in posts a balanced entry whose debit is the amount', () => {
    const currencies: CurrencyCode[] = ['NGN', 'USD', 'JPY', 'GHS'];
    fc.assert(
      fc.property(
        fc.constantFrom(...currencies),
        fc.constantFrom(...MONEY_IN_SUBTYPES),
        fc.constantFrom('Cash', 'bank-1', 'bank-2'),
        fc.bigInt({ min: 1n, max: 10n ** 15n - 1n }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (currency, subtype, account, units, extraScale, asNumber) => {
          const scale = Math.min(extraScale, currencyScale(currency));
          const amount = new Decimal(units.toString()).div(new Decimal(10).pow(scale));
          fc.pre(amount.lt('1e15'));
          // JSON numbers only where the double holds the decimal exactly as text.
          const input = asNumber && amount.lt(1e12) ? Number(amount.toFixed()) : amount.toFixed();
          const state = evolveAll([
            businessCreated(currency),
            gtbAdded,
            { type: 'BankAccountAdded', data: { bankAccountId: 'bank-2', bankName: 'Zenith', accountName: 'Ada', accountNumber: '1' } },
          ]);
          const [event] = decideRecordMoneyIn(command({ subtype, account, amount: input, entityId: 'contact-1' }), state);
          const { data } = event!;
          expect(() => assertBalanced(data.lines, currency)).not.toThrow();
          expect(data.lines).toHaveLength(2);
          expect(data.lines[0]!.debit).toBe(data.amount);
          expect(entryTotal(data.lines).eq(amount)).toBe(true);
          expect(data.amount).toBe(formatAmount(amount, currency));
          expect(data.lines[0]!.account).toBe(account === 'Cash' ? '1000' : '1010');
        },
      ),
    );
  });
});
