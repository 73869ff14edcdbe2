import { isNotableEvent, summariseBusinessEvent } from './business-event-summary.js';

describe('top events', () => {
  it('leaves out the routine documents the transaction history already lists', () => {
    for (const type of ['SaleRecorded', 'PurchaseRecorded', 'ExpenseRecorded', 'MoneyInRecorded', 'PaymentRecorded', 'StockIntroduced', 'TeamOwnerAssigned']) {
      expect(isNotableEvent(type)).toBe(false);
    }
    for (const type of ['TransactionVoided', 'TransactionAmended', 'StockAdjusted', 'ProductCreated', 'MemberJoined', 'PlanChanged', 'SomethingNew']) {
      expect(isNotableEvent(type)).toBe(true);
    }
  });

  it('describes each event in a line', () => {
    expect(summariseBusinessEvent('TransactionVoided', { voidedType: 'SaleRecorded', reference: 'AB12CD', reason: 'Twice' })).toEqual({
      title: 'Sale AB12CD voided',
      description: 'Twice',
      reference: 'AB12CD',
    });
    expect(summariseBusinessEvent('TransactionAmended', { amendedType: 'Unknown', reference: 'X1' }).title).toBe('Transaction X1 amended');
    expect(summariseBusinessEvent('StockAdjusted', { productId: 'p1', quantity: '-2', reason: 'Broken' }, (id) => (id === 'p1' ? 'Rice' : undefined))).toEqual({
      title: 'Stock of Rice adjusted by -2',
      description: 'Broken',
      reference: null,
    });
    expect(summariseBusinessEvent('StockAdjusted', { productId: 'p2', quantity: '3' }).title).toBe('Stock of a product adjusted by +3');
    expect(summariseBusinessEvent('ProductCreated', { kind: 'service', name: 'Fitting' }).title).toBe('Service Fitting added');
    expect(summariseBusinessEvent('ContactCreated', { firstName: 'Ada' }).title).toBe('Contact Ada added');
    expect(summariseBusinessEvent('MemberJoined', { email: 'a@b.c' }).title).toBe('a@b.c joined the team');
    expect(summariseBusinessEvent('PlanChanged', { toPlanId: 5, change: 'upgrade' })).toMatchObject({
      title: 'Plan changed to Store Plan',
      description: 'upgrade',
    });
    expect(summariseBusinessEvent('PlanExpired', { planId: 4, trial: true }).title).toBe('Free trial of Basic Plan expired');
    expect(summariseBusinessEvent('InvoiceApproved', { reference: 'INV-1' })).toEqual({ title: 'Invoice approved', description: null, reference: 'INV-1' });
  });
});
