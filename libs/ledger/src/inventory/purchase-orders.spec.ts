import { describe, expect, it } from '@jest/globals';
import { evolveAll } from '../business/business-state.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import type { DocumentContext } from '../transactions/document-context.js';
import { aBusiness } from '../transactions/money-fixtures.spec-helper.js';
import {
  decideChangePurchaseOrderStatus,
  decideRaisePurchaseOrder,
  decideReceivePurchaseOrder,
  decideUpdatePurchaseOrder,
  purchaseOrderNumber,
  type PurchaseOrderData,
  type PurchaseOrderState,
} from './purchase-orders.js';

const business = evolveAll(aBusiness());
const context: DocumentContext = {
  business: business.exists ? business : (undefined as never),
  products: new Map([
    ['p-rice', { kind: 'product', name: 'Rice 50kg', quantity: '0', value: '0.00' }],
    ['s-cut', { kind: 'service', name: 'Haircut', quantity: '0', value: '0.00' }],
  ]) as DocumentContext['products'],
  contactExists: (id) => id === 'supplier-1',
};
const raise = (overrides: Record<string, unknown> = {}) =>
  decideRaisePurchaseOrder(
    {
      orderId: 'po-1',
      number: 'PO-001',
      date: '2026-11-20',
      supplier: 'supplier-1',
      items: [{ product: 'p-rice', quantity: '10', price: '100.005' }],
      ...overrides,
    },
    context,
  );
const order = (overrides: Partial<PurchaseOrderState> = {}): PurchaseOrderState => ({
  status: 'sent',
  number: 'PO-001',
  supplierId: 'supplier-1',
  items: [{ productId: 'p-rice', name: 'Rice 50kg', quantity: '10', price: '100.00', total: '1000.00' }],
  received: new Map(),
  ...overrides,
});

describe('purchase orders', () => {
  it('numbers orders PO-001 onwards, three digits at least', () => {
    expect([1, 42, 1234].map(purchaseOrderNumber)).toEqual(['PO-001', 'PO-042', 'PO-1234']);
  });

  it('raises an order with its lines priced and totalled, posting nothing', () => {
    const [event] = raise({ items: [{ product: 'p-rice', quantity: '2.5', price: '100.10' }], expectedDate: '2026-11-27' });
    expect(event.type).toBe('PurchaseOrderRaised');
    const data = event.data as PurchaseOrderData;
    expect(data).toMatchObject({ number: 'PO-001', status: 'draft', total: '250.25', expectedDate: '2026-11-27', supplierId: 'supplier-1' });
    expect(data).not.toHaveProperty('lines');
  });

  it('refuses services, unknown suppliers, no lines and an expected date before the order', () => {
    expect(refusal(() => raise({ items: [{ product: 's-cut', quantity: '1', price: '1' }] }))).toMatchObject({
      field: 'items[0].product',
      code: 'INVALID_CHOICE',
    });
    expect(refusal(() => raise({ supplier: 'stranger' }))).toMatchObject({ field: 'supplier', code: 'CONTACT_NOT_FOUND' });
    expect(refusal(() => raise({ items: [] }))).toMatchObject({ field: 'items', code: 'REQUIRED' });
    expect(refusal(() => raise({ expectedDate: '2026-11-01' }))).toMatchObject({ field: 'expectedDate', code: 'INVALID_DATE' });
  });

  it('receives in part at the order’s prices, recording the purchase and the receipt together', () => {
    const events = decideReceivePurchaseOrder(
      {
        orderId: 'po-1',
        lines: [{ product: 'p-rice', quantity: '4' }],
        purchase: { transactionId: 'tx-1', reference: 'R1', date: '2026-11-22', account: 'Cash' },
      },
      order(),
      context,
    );
    expect(events.map((event) => event.type)).toEqual(['PurchaseRecorded', 'PurchaseOrderReceived']);
    expect(events[0].data).toMatchObject({ total: '400.00', entityId: 'supplier-1' });
    expect(events[1].data).toMatchObject({ purchaseId: 'tx-1', status: 'partly_received', lines: [{ productId: 'p-rice', quantity: '4' }] });
  });

  it('receives all that is outstanding when no lines are named, and refuses more than is outstanding', () => {
    const partly = order({ status: 'partly_received', received: new Map([['p-rice', '4']]) });
    const [, receipt] = decideReceivePurchaseOrder(
      { orderId: 'po-1', purchase: { transactionId: 'tx-2', reference: 'R2', date: '2026-11-23', account: 'Cash' } },
      partly,
      context,
    );
    expect(receipt.data).toMatchObject({ status: 'received', lines: [{ productId: 'p-rice', quantity: '6' }] });
    const over = refusal(() =>
      decideReceivePurchaseOrder(
        {
          orderId: 'po-1',
          lines: [{ product: 'p-rice', quantity: '7' }],
          purchase: { transactionId: 'tx-3', reference: 'R3', date: '2026-11-23', account: 'Cash' },
        },
        partly,
        context,
      ),
    );
    expect(over).toMatchObject({ field: 'items[0].quantity', code: 'PURCHASE_ORDER_OVER_RECEIVED', message: 'Only 6 of Rice 50kg is outstanding on PO-001' });
  });

  it('receives nothing against a draft, and changes nothing once received or cancelled', () => {
    const purchase = { transactionId: 'tx-1', reference: 'R1', date: '2026-11-22', account: 'Cash' };
    expect(refusal(() => decideReceivePurchaseOrder({ orderId: 'po-1', purchase }, order({ status: 'draft' }), context)).code).toBe('PURCHASE_ORDER_CLOSED');
    for (const status of ['received', 'cancelled'] as const) {
      expect(refusal(() => decideChangePurchaseOrderStatus('po-1', 'cancelled', order({ status }))).code).toBe('PURCHASE_ORDER_CLOSED');
      expect(refusal(() => decideUpdatePurchaseOrder({ orderId: 'po-1', number: '', date: '2026-11-20', items: [] }, order({ status }), context)).code).toBe(
        'PURCHASE_ORDER_CLOSED',
      );
    }
    expect(refusal(() => decideChangePurchaseOrderStatus('po-1', 'sent', order({ status: 'sent' }))).code).toBe('PURCHASE_ORDER_CLOSED');
    expect(refusal(() => decideChangePurchaseOrderStatus('po-9', 'sent', undefined)).code).toBe('PURCHASE_ORDER_NOT_FOUND');
    expect(decideChangePurchaseOrderStatus('po-1', 'cancelled', order({ status: 'partly_received' }))).toEqual([
      { type: 'PurchaseOrderStatusChanged', data: { orderId: 'po-1', status: 'cancelled' } },
    ]);
  });
});
