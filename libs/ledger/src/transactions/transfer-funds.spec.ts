import { describe, expect, it } from '@jest/globals';
import { aBusiness, given, stateOf } from './money-fixtures.spec-helper.js';
import { decideTransferFunds, type TransferFundsCommand } from './transfer-funds.js';

const command = (overrides: Partial<TransferFundsCommand> = {}): TransferFundsCommand => ({
  transactionId: 'tx-1',
  reference: 'TR-000001',
  date: '2024-03-15',
  from: 'Cash',
  to: 'bank-1',
  amount: '1000',
  ...overrides,
});

describe('transfer funds', () => {
  it('given cash and a bank account, when cash is banked, then FundsTransferred moves it', () => {
    given(aBusiness())
      .when((state) => decideTransferFunds(command({ description: 'Banking the takings' }), state))
      .then([
        {
          type: 'FundsTransferred',
          data: {
            transactionId: 'tx-1',
            reference: 'TR-000001',
            date: '2024-03-15',
            currency: 'NGN',
            from: { kind: 'cash' },
            to: { kind: 'bank', bankAccountId: 'bank-1' },
            amount: '1000.00',
            description: 'Banking the takings',
            lines: [
              { account: '1010', subAccount: 'bank-1', debit: '1000.00', credit: '0.00' },
              { account: '1000', debit: '0.00', credit: '1000.00' },
            ],
          },
        },
      ]);
  });

  it('when a bank-to-bank transfer has a fee, then the fee is bank charges and the from-account pays both', () => {
    const [event] = decideTransferFunds(command({ from: 'bank-1', to: 'bank-2', fee: 52.5 }), stateOf(aBusiness()));
    expect(event!.data).toMatchObject({ amount: '1000.00', fee: '52.50' });
    expect(event!.data.lines).toEqual([
      { account: '1010', subAccount: 'bank-2', debit: '1000.00', credit: '0.00' },
      { account: '6180', debit: '52.50', credit: '0.00' },
      { account: '1010', subAccount: 'bank-1', debit: '0.00', credit: '1052.50' },
    ]);
  });

  it.each([0, '0', null, ''])('leaves out a fee of %j', (fee) => {
    const [event] = decideTransferFunds(command({ fee }), stateOf(aBusiness()));
    expect(event!.data).not.toHaveProperty('fee');
    expect(event!.data.lines).toHaveLength(2);
  });

  it('refuses a transfer from an account to itself', () => {
    given(aBusiness())
      .when((state) => decideTransferFunds(command({ from: 'bank-2', to: 'bank-2' }), state))
      .thenRefuses('to', 'SAME_ACCOUNT', 'to must be a different account from from');
    given(aBusiness())
      .when((state) => decideTransferFunds(command({ from: 'Cash', to: 'Cash' }), state))
      .thenRefuses('to', 'SAME_ACCOUNT');
  });

  it('refuses accounts that are not the business’s, naming the end', () => {
    given(aBusiness())
      .when((state) => decideTransferFunds(command({ from: 'bank-9' }), state))
      .thenRefuses('from', 'UNKNOWN_ACCOUNT');
    given(aBusiness())
      .when((state) => decideTransferFunds(command({ to: '' }), state))
      .thenRefuses('to', 'REQUIRED');
  });

  it('refuses a bad amount or fee', () => {
    given(aBusiness())
      .when((state) => decideTransferFunds(command({ amount: '0' }), state))
      .thenRefuses('amount', 'AMOUNT_NOT_POSITIVE');
    given(aBusiness())
      .when((state) => decideTransferFunds(command({ fee: '-1' }), state))
      .thenRefuses('fee', 'AMOUNT_NEGATIVE');
    given(aBusiness())
      .when((state) => decideTransferFunds(command({ fee: '1.005' }), state))
      .thenRefuses('fee', 'AMOUNT_TOO_MANY_DECIMALS');
  });

  it('refuses a bad date', () => {
    given(aBusiness())
      .when((state) => decideTransferFunds(command({ date: '2024-02-30' }), state))
      .thenRefuses('date', 'INVALID_DATE');
  });
});
