import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { EXPENSE_CATEGORIES } from '../chart-of-accounts.js';
import { assertBalanced, entryTotal } from '../journal.js';
import { aBusiness, contactExists, given, stateOf } from './money-fixtures.spec-helper.js';
import { decideRecordExpense, parseExpenseCategory, type RecordExpenseCommand } from './record-expense.js';

const command = (overrides: Partial<RecordExpenseCommand> = {}): RecordExpenseCommand => ({
  transactionId: 'tx-1',
  reference: 'EX0001',
  date: '2024-03-15',
  category: 'rent',
  amount: '1000',
  account: 'Cash',
  ...overrides,
});

describe('record expense', () => {
  it('given a business, when rent is paid in cash, then ExpenseRecorded debits rent (6050) and credits cash', () => {
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ description: 'March rent' }), state))
      .then([
        {
          type: 'ExpenseRecorded',
          data: {
            transactionId: 'tx-1',
            reference: 'EX0001',
            date: '2024-03-15',
            currency: 'NGN',
            subtotal: '1000.00',
            total: '1000.00',
            category: 'rent',
            payment: { account: { kind: 'cash' }, credit: false, paid: '1000.00', balance: '0.00' },
            prepayment: false,
            description: 'March rent',
            lines: [
              { account: '6050', debit: '1000.00', credit: '0.00' },
              { account: '1000', debit: '0.00', credit: '1000.00' },
            ],
          },
        },
      ]);
  });

  it('when items, discount, delivery and tax are given, then the category takes S − D + L and VAT receivable X', () => {
    const [event] = decideRecordExpense(
      command({
        amount: undefined,
        category: 'office_supplies',
        items: [
          { description: 'Paper', quantity: '3', price: '150.00' },
          { description: 'Ink', quantity: 0.5, price: '101' },
        ],
        discount: '10',
        discountType: 'percent',
        delivery: '20',
        tax: '7.5',
        account: 'bank-1',
      }),
      stateOf(aBusiness()),
    );
    // S = 450 + 50.50 = 500.50; D = 50.05; L = 20; X = round(500.50 × 7.5%) = 37.54; T = 507.99
    expect(event!.data).toMatchObject({
      subtotal: '500.50',
      discount: { type: 'percent', value: '10', amount: '50.05' },
      delivery: { type: 'fixed', value: '20.00', amount: '20.00' },
      tax: { type: 'percent', value: '7.5', amount: '37.54' },
      total: '507.99',
      category: 'office_supplies',
    });
    expect(event!.data.lines).toEqual([
      { account: '6160', debit: '470.45', credit: '0.00' },
      { account: '1300', debit: '37.54', credit: '0.00' },
      { account: '1010', subAccount: 'bank-1', debit: '0.00', credit: '507.99' },
    ]);
  });

  it('when on credit with a deposit, then the balance is owed to the supplier (2000)', () => {
    const [event] = decideRecordExpense(command({ credit: true, initialDeposit: '300', dueDate: '2024-04-15', entity: 'supplier-1' }), stateOf(aBusiness()), {
      contactExists,
    });
    expect(event!.data).toMatchObject({
      payment: { account: { kind: 'cash' }, credit: true, paid: '300.00', balance: '700.00', dueDate: '2024-04-15' },
      entityId: 'supplier-1',
    });
    expect(event!.data.lines).toEqual([
      { account: '6050', debit: '1000.00', credit: '0.00' },
      { account: '1000', debit: '0.00', credit: '300.00' },
      { account: '2000', contactId: 'supplier-1', debit: '0.00', credit: '700.00' },
    ]);
  });

  it('posts cost_of_goods_sold to 5000 and interest_expense to 6090', () => {
    const state = stateOf(aBusiness());
    expect(decideRecordExpense(command({ category: 'cost_of_goods_sold' }), state)[0]!.data.lines[0]!.account).toBe('5000');
    expect(decideRecordExpense(command({ category: 'interest_expense' }), state)[0]!.data.lines[0]!.account).toBe('6090');
  });

  it('takes the bulk import’s numeric category codes (position in the spec’s list, from 1)', () => {
    const state = stateOf(aBusiness());
    expect(decideRecordExpense(command({ category: 1 }), state)[0]!.data).toMatchObject({ category: 'utility', lines: [{ account: '6010' }, {}] });
    expect(decideRecordExpense(command({ category: '18' }), state)[0]!.data).toMatchObject({ category: 'bank', lines: [{ account: '6180' }, {}] });
    expect(parseExpenseCategory(36).category).toBe('cost_of_goods_sold');
  });

  it.each(['interest_income', 'other_income', 10, '11'])('refuses the income category %j: record it as money in', (category) => {
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ category }), state))
      .thenRefuses('category', 'INVALID_EXPENSE_CATEGORY', /is income, not an expense: record it as money in/);
  });

  it.each<[unknown, string]>([
    ['groceries', 'INVALID_CHOICE'],
    [0, 'INVALID_CHOICE'],
    [37, 'INVALID_CHOICE'],
    [undefined, 'REQUIRED'],
  ])('refuses the category %j', (category, code) => {
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ category }), state))
      .thenRefuses('category', code);
  });

  it('when prepaid, then the whole total is held in prepayments (1150) against the contact', () => {
    const [event] = decideRecordExpense(command({ prepayment: 'true', entity: 'supplier-1', amount: '1200' }), stateOf(aBusiness()), { contactExists });
    expect(event!.data).toMatchObject({ prepayment: true, total: '1200.00', entityId: 'supplier-1' });
    expect(event!.data.lines).toEqual([
      { account: '1150', contactId: 'supplier-1', debit: '1200.00', credit: '0.00' },
      { account: '1000', debit: '0.00', credit: '1200.00' },
    ]);
  });

  it('refuses a prepayment on credit', () => {
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ prepayment: true, credit: true, entity: 'supplier-1', dueDate: '2024-05-01' }), state))
      .thenRefuses('credit', 'INVALID_VALUE', /a prepayment is paid in full/);
  });

  it('refuses credit without a contact or due date, a deposit above the total, and an unknown contact', () => {
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ credit: true, dueDate: '2024-05-01' }), state))
      .thenRefuses('entity', 'ENTITY_REQUIRED');
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ credit: true, entity: 'supplier-1' }), state))
      .thenRefuses('due_date', 'DUE_DATE_REQUIRED');
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ credit: true, entity: 'supplier-1', dueDate: '2024-05-01', initialDeposit: '1000.01' }), state))
      .thenRefuses('initial_deposit', 'OVERPAYMENT');
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ entity: 'stranger' }), state, { contactExists }))
      .thenRefuses('entity', 'UNKNOWN_CONTACT');
  });

  it('refuses no amount, both amount and items, bad items, and a total of zero', () => {
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ amount: undefined }), state))
      .thenRefuses('amount', 'REQUIRED');
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ items: [{ quantity: 1, price: 5 }] }), state))
      .thenRefuses('amount', 'INVALID_VALUE', 'give either amount or items, not both');
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ amount: undefined, items: [] }), state))
      .thenRefuses('items', 'INVALID_VALUE');
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ amount: undefined, items: [{ quantity: '0', price: 5 }] }), state))
      .thenRefuses('items[0].quantity', 'AMOUNT_NOT_POSITIVE');
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ amount: undefined, items: [{ quantity: 1, price: 0 }] }), state))
      .thenRefuses('items', 'AMOUNT_NOT_POSITIVE');
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ amount: '-1' }), state))
      .thenRefuses('amount', 'AMOUNT_NOT_POSITIVE');
  });

  it('refuses a discount above the subtotal and a bad date', () => {
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ discount: '1000.01' }), state))
      .thenRefuses('discount', 'AMOUNT_NEGATIVE');
    given(aBusiness())
      .when((state) => decideRecordExpense(command({ date: '2024-13-01' }), state))
      .thenRefuses('date', 'INVALID_DATE');
  });

  it('property: any valid expense is balanced, its debits are the total, and paid + owed = total', () => {
    const categories = EXPENSE_CATEGORIES.filter((c) => c !== 'interest_income' && c !== 'other_income');
    fc.assert(
      fc.property(
        fc.constantFrom(...categories),
        fc.integer({ min: 1, max: 10 ** 8 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.integer({ min: 0, max: 25 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        (category, cents, discountPercent, deliveryCents, taxPercent, credit, depositPercent) => {
          const amount = (cents / 100).toFixed(2);
          const document = {
            category,
            amount,
            discount: discountPercent,
            discountType: 'percent',
            delivery: (deliveryCents / 100).toFixed(2),
            tax: taxPercent,
          };
          const state = stateOf(aBusiness());
          const totalCents = Math.round(Number(decideRecordExpense(command(document), state)[0]!.data.total) * 100);
          fc.pre(totalCents > 0);
          const initialDeposit = (Math.floor((totalCents * depositPercent) / 100) / 100).toFixed(2);
          const [event] = decideRecordExpense(command({ ...document, credit, entity: 'supplier-1', dueDate: '2024-06-30', initialDeposit }), state);
          const { data } = event!;
          expect(() => assertBalanced(data.lines, 'NGN')).not.toThrow();
          expect(entryTotal(data.lines).toFixed(2)).toBe(data.total);
          expect((Number(data.payment.paid) * 100 + Number(data.payment.balance) * 100).toFixed(0)).toBe((Number(data.total) * 100).toFixed(0));
        },
      ),
    );
  });
});
