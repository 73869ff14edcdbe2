import { describe, expect, it } from '@jest/globals';
import type { ExistingBusiness } from '../business/business-state.js';
import { DEFAULT_ACCOUNT_SETTINGS } from '../business/account-settings.js';
import { Decimal } from '../decimal.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import { parseCreditFlag, parsePaymentBlock, paymentData } from './payment-block.js';

const business: ExistingBusiness = {
  exists: true,
  businessId: 'biz-1',
  name: 'Ada Stores',
  currency: 'NGN',
  bankAccounts: { 'bank-1': { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada', accountNumber: '0123456789' } },
  profile: {},
  settings: DEFAULT_ACCOUNT_SETTINGS,
};
const total = new Decimal('1000.00');

describe('the payment block', () => {
  it('pays the whole total now when not on credit, ignoring deposit and due date', () => {
    const block = parsePaymentBlock({ account: 'Cash', credit: false, initialDeposit: '5', dueDate: 'garbage' }, total, business);
    expect(block).toEqual({ account: { kind: 'cash' }, credit: false, paid: total, balance: new Decimal(0) });
    expect(paymentData(block, business)).toEqual({ account: { kind: 'cash' }, credit: false, paid: '1000.00', balance: '0.00' });
  });

  it('pays into a bank account and keeps a cash sale’s customer', () => {
    const block = parsePaymentBlock({ account: 'bank-1', entity: 'c-1' }, total, business, { contactExists: (id) => id === 'c-1' });
    expect(block).toMatchObject({ account: { kind: 'bank', bankAccountId: 'bank-1' }, entityId: 'c-1' });
  });

  it('on credit, pays the initial deposit and owes the rest, with a due date', () => {
    const block = parsePaymentBlock({ account: 'Cash', credit: true, initialDeposit: '250.50', dueDate: '2026-12-31', entity: 'c-1' }, total, business);
    expect(paymentData(block, business)).toEqual({ account: { kind: 'cash' }, credit: true, paid: '250.50', balance: '749.50', dueDate: '2026-12-31' });
    expect(block.entityId).toBe('c-1');
    const nothingDown = parsePaymentBlock({ account: 'Cash', credit: 'true', dueDate: '2026-12-31', entity: 'c-1' }, total, business);
    expect([nothingDown.paid.toFixed(2), nothingDown.balance.toFixed(2)]).toEqual(['0.00', '1000.00']);
    const all = parsePaymentBlock({ account: 'Cash', credit: true, initialDeposit: 1000, dueDate: '2026-12-31', entity: 'c-1' }, total, business);
    expect(all.balance.isZero()).toBe(true);
  });

  it.each([
    [{ account: 'Cash', credit: true, dueDate: '2026-12-31' }, 'entity', 'ENTITY_REQUIRED'],
    [{ account: 'Cash', credit: true, entity: 'c-1' }, 'due_date', 'DUE_DATE_REQUIRED'],
    [{ account: 'Cash', credit: true, entity: 'c-1', dueDate: '31/12/2026' }, 'due_date', 'INVALID_DATE'],
    [{ account: 'Cash', credit: true, entity: 'c-1', dueDate: '2026-12-31', initialDeposit: '1000.01' }, 'initial_deposit', 'OVERPAYMENT'],
    [{ account: 'Cash', credit: true, entity: 'c-1', dueDate: '2026-12-31', initialDeposit: '-1' }, 'initial_deposit', 'AMOUNT_NEGATIVE'],
    [{ account: 'Cash', credit: 'yes' }, 'credit', 'INVALID_VALUE'],
    [{ credit: false }, 'account', 'REQUIRED'],
    [{ account: 'GTBank' }, 'account', 'UNKNOWN_ACCOUNT'],
    [{ account: 'Cash', entity: 'ghost' }, 'entity', 'UNKNOWN_CONTACT'],
  ])('refuses %j naming %s (%s)', (input, field, code) => {
    expect(refusal(() => parsePaymentBlock(input, total, business, { contactExists: (id) => id === 'c-1' }))).toMatchObject({ field, code });
  });

  it('says what was overpaid', () => {
    const error = refusal(() =>
      parsePaymentBlock({ account: 'Cash', credit: true, entity: 'c', dueDate: '2026-12-31', initialDeposit: '2000' }, total, business),
    );
    expect(error.message).toBe('initial_deposit of 2000.00 is more than the total of 1000.00');
  });

  it('names fields as the caller asks', () => {
    expect(refusal(() => parsePaymentBlock({ account: 'Cash', credit: true }, total, business, { fields: { entity: 'supplier' } }))).toMatchObject({
      field: 'supplier',
      code: 'ENTITY_REQUIRED',
    });
  });

  it('reads the credit flag leniently from forms', () => {
    expect([parseCreditFlag(undefined), parseCreditFlag(''), parseCreditFlag('false'), parseCreditFlag(true), parseCreditFlag('true')]).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
