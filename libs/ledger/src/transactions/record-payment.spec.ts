import { describe, expect, it } from '@jest/globals';
import { aBusiness, given, stateOf } from './money-fixtures.spec-helper.js';
import { decideRecordPayment, type PayableDocument, type RecordPaymentCommand } from './record-payment.js';

const creditSale: PayableDocument = {
  transactionId: 'sale-1',
  reference: 'SALE01',
  eventType: 'SaleRecorded',
  status: 'posted',
  credit: true,
  balanceDue: '500.00',
  entityId: 'customer-1',
};
const creditPurchase: PayableDocument = { ...creditSale, transactionId: 'pur-1', reference: 'PUR001', eventType: 'PurchaseRecorded', entityId: 'supplier-1' };

const command = (overrides: Partial<RecordPaymentCommand> = {}): RecordPaymentCommand => ({
  transactionId: 'pay-1',
  reference: 'PAY001',
  document: { field: 'reference', value: 'SALE01' },
  date: '2024-04-01',
  amount: '200',
  account: 'bank-1',
  ...overrides,
});

describe('record payment on a credit document', () => {
  it('given a credit sale, when the customer pays part, then PaymentRecorded debits the bank and credits their receivable', () => {
    given(aBusiness())
      .when((state) => decideRecordPayment(command(), state, creditSale))
      .then([
        {
          type: 'PaymentRecorded',
          data: {
            transactionId: 'pay-1',
            reference: 'PAY001',
            date: '2024-04-01',
            currency: 'NGN',
            documentId: 'sale-1',
            documentType: 'sale',
            account: { kind: 'bank', bankAccountId: 'bank-1' },
            amount: '200.00',
            entityId: 'customer-1',
            lines: [
              { account: '1010', subAccount: 'bank-1', debit: '200.00', credit: '0.00' },
              { account: '1100', contactId: 'customer-1', debit: '0.00', credit: '200.00' },
            ],
          },
        },
      ]);
  });

  it.each([
    ['PurchaseRecorded', 'purchase'],
    ['ExpenseRecorded', 'expense'],
  ] as const)('given a credit %s, when the supplier is paid, then their payable is debited and the cash credited', (eventType, documentType) => {
    const [event] = decideRecordPayment(command({ account: 'Cash', amount: '500' }), stateOf(aBusiness()), { ...creditPurchase, eventType });
    expect(event!.data).toMatchObject({ documentId: 'pur-1', documentType, amount: '500.00', entityId: 'supplier-1' });
    expect(event!.data.lines).toEqual([
      { account: '2000', contactId: 'supplier-1', debit: '500.00', credit: '0.00' },
      { account: '1000', debit: '0.00', credit: '500.00' },
    ]);
  });

  it('refuses paying more than is still owed (OVERPAYMENT)', () => {
    given(aBusiness())
      .when((state) => decideRecordPayment(command({ amount: '500.01' }), state, creditSale))
      .thenRefuses('amount', 'OVERPAYMENT', 'amount 500.01 is more than the 500.00 still owed on SALE01');
    given(aBusiness())
      .when((state) => decideRecordPayment(command({ amount: '1' }), state, { ...creditSale, balanceDue: '0' }))
      .thenRefuses('amount', 'OVERPAYMENT', 'Transaction SALE01 is fully paid: nothing is owed on it');
  });

  it('refuses an unknown document (404), naming the field the client used', () => {
    given(aBusiness())
      .when((state) => decideRecordPayment(command({ document: { field: 'transactionId', value: 'nope' } }), state, undefined))
      .thenRefuses('transactionId', 'TRANSACTION_NOT_FOUND', 'No transaction nope was found');
  });

  it('refuses a voided document (409)', () => {
    given(aBusiness())
      .when((state) => decideRecordPayment(command(), state, { ...creditSale, status: 'voided' }))
      .thenRefuses('reference', 'TRANSACTION_VOIDED', 'Transaction SALE01 has been voided: it cannot take a payment');
  });

  it('refuses a document that was not on credit, or that is not a sale, purchase or expense', () => {
    given(aBusiness())
      .when((state) => decideRecordPayment(command(), state, { ...creditSale, credit: false, balanceDue: '0' }))
      .thenRefuses('reference', 'NOT_A_CREDIT_DOCUMENT', /is not a sale, purchase or expense on credit/);
    given(aBusiness())
      .when((state) => decideRecordPayment(command(), state, { ...creditSale, eventType: 'MoneyInRecorded' }))
      .thenRefuses('reference', 'NOT_A_CREDIT_DOCUMENT');
  });

  it('refuses a bad amount, date or account', () => {
    given(aBusiness())
      .when((state) => decideRecordPayment(command({ amount: '0' }), state, creditSale))
      .thenRefuses('amount', 'AMOUNT_NOT_POSITIVE');
    given(aBusiness())
      .when((state) => decideRecordPayment(command({ date: 'yesterday' }), state, creditSale))
      .thenRefuses('date', 'INVALID_DATE');
    given(aBusiness())
      .when((state) => decideRecordPayment(command({ account: 'Zenith' }), state, creditSale))
      .thenRefuses('account', 'UNKNOWN_ACCOUNT');
  });
});
