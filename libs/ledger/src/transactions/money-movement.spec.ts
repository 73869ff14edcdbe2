import { describe, expect, it } from '@jest/globals';
import { requireBusiness } from '../business/business-state.js';
import { Decimal } from '../decimal.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import { aBusiness, stateOf } from './money-fixtures.spec-helper.js';
import { moneyMovementEntry, parseMoneyMovement, type MoneyMovementCommand } from './money-movement.js';

const KINDS = ['tip', 'grant'] as const;
const business = requireBusiness(stateOf(aBusiness()));

const command = (overrides: Partial<MoneyMovementCommand> = {}): MoneyMovementCommand => ({
  transactionId: 'tx-1',
  reference: 'MM-000001',
  date: '2024-03-15',
  amount: '1500',
  subtype: 'tip',
  account: 'bank-1',
  ...overrides,
});

describe('money movement (what money in and money out share)', () => {
  it('parses the amount at the business currency, the subtype from the given list and the payment account', () => {
    const movement = parseMoneyMovement(command({ amount: 12.5, description: 'A tip' }), business, KINDS);
    expect(movement).toEqual({
      transactionId: 'tx-1',
      reference: 'MM-000001',
      date: '2024-03-15',
      amount: new Decimal('12.5'),
      currency: 'NGN',
      subtype: 'tip',
      account: { kind: 'bank', bankAccountId: 'bank-1' },
      description: 'A tip',
    });
  });

  it('refuses a subtype outside the given list, naming the list; a missing one as required', () => {
    expect(refusal(() => parseMoneyMovement(command({ subtype: 'capital' }), business, KINDS))).toMatchObject({
      field: 'subtype',
      code: 'INVALID_CHOICE',
      message: 'subtype must be one of: tip, grant',
    });
    expect(refusal(() => parseMoneyMovement(command({ subtype: '' }), business, KINDS))).toMatchObject({ field: 'subtype', code: 'REQUIRED' });
  });

  it('checks the fields in order: the date before the amount, the amount before the subtype, the subtype before the account', () => {
    const bad = { date: '2024-02-30', amount: '-1', subtype: 'capital', account: 'bank-9' };
    expect(refusal(() => parseMoneyMovement(command(bad), business, KINDS)).field).toBe('date');
    expect(refusal(() => parseMoneyMovement(command({ ...bad, date: '2024-03-15' }), business, KINDS)).field).toBe('amount');
    expect(refusal(() => parseMoneyMovement(command({ ...bad, date: '2024-03-15', amount: '1' }), business, KINDS)).field).toBe('subtype');
    expect(refusal(() => parseMoneyMovement(command({ account: 'bank-9' }), business, KINDS)).field).toBe('account');
  });

  it('builds the entry: the amount at the currency scale, the contact when given, and the lines the posting rule gives', () => {
    const movement = parseMoneyMovement(command(), business, KINDS);
    const posted: unknown[] = [];
    const entry = moneyMovementEntry(movement, 'customer-1', (posting) => {
      posted.push(posting);
      return [];
    });
    expect(entry).toEqual({
      transactionId: 'tx-1',
      reference: 'MM-000001',
      date: '2024-03-15',
      subtype: 'tip',
      account: { kind: 'bank', bankAccountId: 'bank-1' },
      amount: '1500.00',
      currency: 'NGN',
      entityId: 'customer-1',
      lines: [],
    });
    expect(posted).toEqual([
      { subtype: 'tip', account: { kind: 'bank', bankAccountId: 'bank-1' }, amount: new Decimal('1500'), currency: 'NGN', entityId: 'customer-1' },
    ]);
    expect(Object.keys(moneyMovementEntry(movement, undefined, () => []))).not.toContain('entityId');
  });
});
