import { describe, expect, it } from '@jest/globals';
import { assertBalanced } from '../journal.js';
import { postFundsTransfer, TRANSFER_FEE_ACCOUNT } from './funds-transfer.js';

describe('funds-transfer posting rule', () => {
  it('debits the to-account and credits the from-account', () => {
    expect(postFundsTransfer({ from: { kind: 'cash' }, to: { kind: 'bank', bankAccountId: 'gtb' }, amount: '1000.00', currency: 'NGN' })).toEqual([
      { account: '1010', subAccount: 'gtb', debit: '1000.00', credit: '0.00' },
      { account: '1000', debit: '0.00', credit: '1000.00' },
    ]);
  });

  it('posts a fee to bank charges (the `bank` category, 6180) and takes it from the from-account too', () => {
    expect(TRANSFER_FEE_ACCOUNT).toBe('6180');
    const lines = postFundsTransfer({
      from: { kind: 'bank', bankAccountId: 'gtb' },
      to: { kind: 'bank', bankAccountId: 'zenith' },
      amount: '1000.00',
      fee: '52.50',
      currency: 'NGN',
    });
    expect(lines).toEqual([
      { account: '1010', subAccount: 'zenith', debit: '1000.00', credit: '0.00' },
      { account: '6180', debit: '52.50', credit: '0.00' },
      { account: '1010', subAccount: 'gtb', debit: '0.00', credit: '1052.50' },
    ]);
    expect(() => assertBalanced(lines, 'NGN')).not.toThrow();
  });

  it('posts no fee line for a zero fee', () => {
    expect(postFundsTransfer({ from: { kind: 'cash' }, to: { kind: 'bank', bankAccountId: 'gtb' }, amount: '5.00', fee: '0', currency: 'NGN' })).toHaveLength(
      2,
    );
  });
});
