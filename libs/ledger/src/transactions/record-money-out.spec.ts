import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { assertBalanced } from '../journal.js';
import { MONEY_OUT_SUBTYPES } from '../posting/money-out.js';
import { aBusiness, businessCreated, contactExists, given, stateOf } from './money-fixtures.spec-helper.js';
import { decideRecordMoneyOut, type RecordMoneyOutCommand } from './record-money-out.js';

const command = (overrides: Partial<RecordMoneyOutCommand> = {}): RecordMoneyOutCommand => ({
  transactionId: 'tx-1',
  reference: 'MO-000001',
  date: '2024-03-15',
  amount: '1500',
  subtype: 'drawings',
  account: 'Cash',
  ...overrides,
});

describe('record money out', () => {
  it('given a business, when the owner draws cash, then MoneyOutRecorded debits drawings and credits cash', () => {
    given(aBusiness())
      .when((state) => decideRecordMoneyOut(command({ description: 'Owner takes cash' }), state))
      .then([
        {
          type: 'MoneyOutRecorded',
          data: {
            transactionId: 'tx-1',
            reference: 'MO-000001',
            date: '2024-03-15',
            currency: 'NGN',
            subtype: 'drawings',
            account: { kind: 'cash' },
            amount: '1500.00',
            description: 'Owner takes cash',
            lines: [
              { account: '3100', debit: '1500.00', credit: '0.00' },
              { account: '1000', debit: '0.00', credit: '1500.00' },
            ],
          },
        },
      ]);
  });

  it('when a supplier is paid from the bank, then their payable is debited with the contact', () => {
    given(aBusiness())
      .when((state) =>
        decideRecordMoneyOut(command({ subtype: 'supplier_payment', account: 'bank-1', entity: 'supplier-1', amount: 99.5 }), state, { contactExists }),
      )
      .then([
        {
          type: 'MoneyOutRecorded',
          data: {
            transactionId: 'tx-1',
            reference: 'MO-000001',
            date: '2024-03-15',
            currency: 'NGN',
            subtype: 'supplier_payment',
            account: { kind: 'bank', bankAccountId: 'bank-1' },
            amount: '99.50',
            entityId: 'supplier-1',
            lines: [
              { account: '2000', contactId: 'supplier-1', debit: '99.50', credit: '0.00' },
              { account: '1010', subAccount: 'bank-1', debit: '0.00', credit: '99.50' },
            ],
          },
        },
      ]);
  });

  it('posts interest paid to the interest expense account (6090), a loan repayment to borrowings', () => {
    const state = stateOf(aBusiness());
    expect(decideRecordMoneyOut(command({ subtype: 'interest_expense' }), state)[0]!.data.lines[0]!.account).toBe('6090');
    expect(decideRecordMoneyOut(command({ subtype: 'credit_repayment' }), state)[0]!.data.lines[0]!.account).toBe('2200');
  });

  it.each(['supplier_payment', 'refund'])('requires an entity for %s', (subtype) => {
    given(aBusiness())
      .when((state) => decideRecordMoneyOut(command({ subtype }), state))
      .thenRefuses('entity', 'ENTITY_REQUIRED', `entity is required for ${subtype}`);
  });

  it('refuses a contact the business does not have', () => {
    given(aBusiness())
      .when((state) => decideRecordMoneyOut(command({ subtype: 'refund', entity: 'stranger' }), state, { contactExists }))
      .thenRefuses('entity', 'UNKNOWN_CONTACT', "entity stranger is not one of the business's contacts");
  });

  it('refuses an unknown subtype, listing the allowed ones', () => {
    given(aBusiness())
      .when((state) => decideRecordMoneyOut(command({ subtype: 'capital' }), state))
      .thenRefuses('subtype', 'INVALID_CHOICE', 'subtype must be one of: credit_repayment, drawings, supplier_payment, refund, interest_expense');
    given(aBusiness())
      .when((state) => decideRecordMoneyOut(command({ subtype: '' }), state))
      .thenRefuses('subtype', 'REQUIRED');
  });

  it.each<[unknown, string]>([
    ['0', 'AMOUNT_NOT_POSITIVE'],
    [-5, 'AMOUNT_NOT_POSITIVE'],
    ['1.001', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['abc', 'INVALID_AMOUNT'],
    [undefined, 'REQUIRED'],
  ])('refuses the amount %j', (amount, code) => {
    given(aBusiness())
      .when((state) => decideRecordMoneyOut(command({ amount }), state))
      .thenRefuses('amount', code);
  });

  it('refuses a bad date, an unknown account and no business', () => {
    given(aBusiness())
      .when((state) => decideRecordMoneyOut(command({ date: '15/03/2024' }), state))
      .thenRefuses('date', 'INVALID_DATE');
    given(aBusiness())
      .when((state) => decideRecordMoneyOut(command({ account: 'GTB' }), state))
      .thenRefuses('account', 'UNKNOWN_ACCOUNT');
    given([])
      .when((state) => decideRecordMoneyOut(command(), state))
      .thenRefuses('businessId', 'BUSINESS_NOT_FOUND');
  });

  it('given a JPY business, then amounts have no decimals', () => {
    const [event] = decideRecordMoneyOut(command({ amount: '700' }), stateOf([businessCreated('JPY')]));
    expect(event!.data.lines[1]).toEqual({ account: '1000', debit: '0', credit: '700' });
  });

  it('property: every valid money out is balanced and takes the amount out of the payment account', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MONEY_OUT_SUBTYPES),
        fc.constantFrom('Cash', 'bank-1', 'bank-2'),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (subtype, account, cents) => {
          const amount = (cents / 100).toFixed(2);
          const [event] = decideRecordMoneyOut(command({ subtype, account, amount, entity: 'supplier-1' }), stateOf(aBusiness()));
          expect(() => assertBalanced(event!.data.lines, 'NGN')).not.toThrow();
          expect(event!.data.lines[1]!.credit).toBe(amount);
        },
      ),
    );
  });
});
