import { describe, expect, it } from '@jest/globals';
import { aBusiness, given, stateOf } from './money-fixtures.spec-helper.js';
import { decideApplyPrepayment, type ApplyPrepaymentCommand, type PrepaymentDocument } from './apply-prepayment.js';

const prepaidRent: PrepaymentDocument = {
  transactionId: 'pre-1',
  reference: 'PRE001',
  isPrepayment: true,
  status: 'posted',
  category: 'rent',
  unapplied: '1200.00',
  entityId: 'landlord',
};

const command = (overrides: Partial<ApplyPrepaymentCommand> = {}): ApplyPrepaymentCommand => ({
  transactionId: 'app-1',
  reference: 'APP001',
  prepayment: 'PRE001',
  date: '2024-04-30',
  amount: '100',
  ...overrides,
});

describe('apply a prepayment', () => {
  it('given prepaid rent, when a month is used up, then PrepaymentApplied moves it from 1150 to rent', () => {
    given(aBusiness())
      .when((state) => decideApplyPrepayment(command({ description: 'April' }), state, prepaidRent))
      .then([
        {
          type: 'PrepaymentApplied',
          data: {
            transactionId: 'app-1',
            reference: 'APP001',
            date: '2024-04-30',
            currency: 'NGN',
            prepaymentId: 'pre-1',
            category: 'rent',
            amount: '100.00',
            description: 'April',
            entityId: 'landlord',
            lines: [
              { account: '6050', debit: '100.00', credit: '0.00' },
              { account: '1150', contactId: 'landlord', debit: '0.00', credit: '100.00' },
            ],
          },
        },
      ]);
  });

  it('takes another category when given (by name or number)', () => {
    const [event] = decideApplyPrepayment(command({ category: 1 }), stateOf(aBusiness()), prepaidRent);
    expect(event!.data).toMatchObject({ category: 'utility', lines: [{ account: '6010' }, { account: '1150' }] });
  });

  it('applies exactly what is left, and refuses more (PREPAYMENT_EXCEEDED)', () => {
    expect(decideApplyPrepayment(command({ amount: '1200' }), stateOf(aBusiness()), prepaidRent)[0]!.data.amount).toBe('1200.00');
    given(aBusiness())
      .when((state) => decideApplyPrepayment(command({ amount: '1200.01' }), state, prepaidRent))
      .thenRefuses('amount', 'PREPAYMENT_EXCEEDED', 'amount 1200.01 is more than the 1200.00 left on prepayment PRE001');
    given(aBusiness())
      .when((state) => decideApplyPrepayment(command(), state, { ...prepaidRent, unapplied: '0' }))
      .thenRefuses('amount', 'PREPAYMENT_EXCEEDED', 'Prepayment PRE001 has been applied in full');
  });

  it('refuses an unknown prepayment (404), a voided one (409), and a document that is not a prepayment', () => {
    given(aBusiness())
      .when((state) => decideApplyPrepayment(command(), state, undefined))
      .thenRefuses('id', 'TRANSACTION_NOT_FOUND', 'No prepayment PRE001 was found');
    given(aBusiness())
      .when((state) => decideApplyPrepayment(command(), state, { ...prepaidRent, status: 'voided' }))
      .thenRefuses('id', 'TRANSACTION_VOIDED');
    given(aBusiness())
      .when((state) => decideApplyPrepayment(command(), state, { ...prepaidRent, isPrepayment: false }))
      .thenRefuses('id', 'NOT_A_PREPAYMENT', 'Transaction PRE001 is not a prepayment');
  });

  it('refuses an income category, a bad amount and a bad date', () => {
    given(aBusiness())
      .when((state) => decideApplyPrepayment(command({ category: 'other_income' }), state, prepaidRent))
      .thenRefuses('category', 'INVALID_EXPENSE_CATEGORY');
    given(aBusiness())
      .when((state) => decideApplyPrepayment(command({ amount: '0' }), state, prepaidRent))
      .thenRefuses('amount', 'AMOUNT_NOT_POSITIVE');
    given(aBusiness())
      .when((state) => decideApplyPrepayment(command({ date: '' }), state, prepaidRent))
      .thenRefuses('date', 'REQUIRED');
  });
});
