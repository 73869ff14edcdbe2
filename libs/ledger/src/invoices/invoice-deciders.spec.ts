import { describe, expect, it } from '@jest/globals';
import { requireBusiness } from '../business/business-state.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import type { DocumentContext, DocumentProduct } from '../transactions/document-context.js';
import { aBusiness, stateOf } from '../transactions/money-fixtures.spec-helper.js';
import {
  decideCreateInvoice,
  decideDeleteInvoice,
  decideMarkInvoicePaid,
  decideRecordInvoicePayment,
  decideRecordReminder,
  decideUpdateInvoice,
  numberedReference,
  reminderDueOn,
} from './invoice-deciders.js';
import type { InvoiceEvent } from './invoice-events.js';
import { evolveInvoice, type InvoiceState } from './invoice-state.js';
import { decideApproveQuotation, decideCreateQuotation, decideInvoiceFromQuotation, decideVoidQuotation } from './quotation-deciders.js';
import { evolveQuotation, type QuotationState } from './invoice-state.js';

const business = requireBusiness(stateOf(aBusiness()));
const products = new Map<string, DocumentProduct>([
  ['rice', { kind: 'product', name: 'Rice 50kg', quantity: '3', value: '3000.00' }],
  ['delivery-service', { kind: 'service', name: 'Installation', quantity: '0', value: '0' }],
]);
const context: DocumentContext = { business, products, contactExists: (id) => id === 'customer-1' };

const form = {
  invoiceId: 'inv-1',
  publicId: 'pub-abc',
  sequence: 1,
  date: '2026-11-01',
  dueDate: '2026-11-30',
  entity: 'customer-1',
  items: [
    { product: 'rice', quantity: '2', price: '1500' },
    { product: 'delivery-service', quantity: '1', price: '500' },
  ],
  discount: '10',
  discountType: 'percent',
  tax: '7.5',
};

/** given(invoice events) → the folded invoice. */
const fold = (events: InvoiceEvent[]): InvoiceState | undefined =>
  events.reduce<InvoiceState | undefined>((state, event) => evolveInvoice(state, event), undefined);
const created = decideCreateInvoice(form, context);
const approved = [...created, ...decideUpdateInvoice({ status: 'approved' }, fold(created), context, 'inv-1')];
const pay = (amount: string, extra: Partial<Parameters<typeof decideRecordInvoicePayment>[0]> = {}) => ({
  paymentId: `pay-${amount}`,
  date: '2026-11-10',
  amount,
  account: 'bank-1',
  source: 'manual' as const,
  ...extra,
});

describe('invoices', () => {
  it('numbers invoices prefix-NNN, three digits at least', () => {
    expect([1, 42, 999, 1000].map((n) => numberedReference('INV', n))).toEqual(['INV-001', 'INV-042', 'INV-999', 'INV-1000']);
  });

  it('given nothing, when a draft is created, then InvoiceDraftCreated carries the lines and totals and posts nothing', () => {
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      type: 'InvoiceDraftCreated',
      data: {
        invoiceId: 'inv-1',
        reference: 'INV-001',
        subtotal: '3500.00',
        discount: { type: 'percent', value: '10', amount: '350.00' },
        tax: { type: 'percent', value: '7.5', amount: '262.50' },
        total: '3412.50',
        items: [
          { productId: 'rice', name: 'Rice 50kg', kind: 'product', quantity: '2', price: '1500.00', total: '3000.00' },
          { productId: 'delivery-service', name: 'Installation', kind: 'service', quantity: '1', price: '500.00', total: '500.00' },
        ],
      },
    });
    expect('lines' in created[0]!.data).toBe(false);
  });

  it('given a draft, when approved, then the sale posts on credit with the goods at moving average', () => {
    const approval = approved[1]!;
    expect(approval.type).toBe('InvoiceApproved');
    expect(approval.data).toMatchObject({
      transactionId: 'inv-1',
      entityId: 'customer-1',
      stock: [{ productId: 'rice', quantity: '-2', value: '-2000.00' }],
      lines: [
        { account: '1100', contactId: 'customer-1', debit: '3412.50', credit: '0.00' },
        { account: '4050', debit: '350.00', credit: '0.00' },
        { account: '5000', productId: 'rice', debit: '2000.00', credit: '0.00' },
        { account: '4000', productId: 'rice', debit: '0.00', credit: '3000.00' },
        { account: '4010', productId: 'delivery-service', debit: '0.00', credit: '500.00' },
        { account: '2100', debit: '0.00', credit: '262.50' },
        { account: '1200', productId: 'rice', debit: '0.00', credit: '2000.00' },
      ],
    });
    expect(fold(approved)).toMatchObject({ status: 'approved', balance: '3412.50' });
  });

  it('refuses approving past the stock on hand', () => {
    const big = decideCreateInvoice({ ...form, items: [{ product: 'rice', quantity: '5', price: '1' }] }, context);
    expect(refusal(() => decideUpdateInvoice({ status: 'approved' }, fold(big), context, 'inv-1'))).toMatchObject({ code: 'STOCK_INSUFFICIENT' });
  });

  it('refuses a second approval, and approving a void invoice, with 409 codes', () => {
    expect(refusal(() => decideUpdateInvoice({ status: 'approved' }, fold(approved), context, 'inv-1'))).toMatchObject({
      code: 'INVOICE_ALREADY_APPROVED',
      message: 'Invoice INV-001 is already approved',
    });
    const voided = [...approved, ...decideDeleteInvoice(fold(approved), 'inv-1')];
    expect(refusal(() => decideUpdateInvoice({ status: 'approved' }, fold(voided), context, 'inv-1')).code).toBe('INVOICE_VOIDED');
  });

  it('given an approved invoice, when paid in part then in full, then each payment is its own event and the last makes it paid', () => {
    const first = decideRecordInvoicePayment(pay('1000'), fold(approved), business, 'inv-1');
    expect(first[0]).toMatchObject({
      type: 'InvoicePaid',
      data: {
        amount: '1000.00',
        balance: '2412.50',
        lines: [
          { account: '1010', subAccount: 'bank-1', debit: '1000.00', credit: '0.00' },
          { account: '1100', contactId: 'customer-1', debit: '0.00', credit: '1000.00' },
        ],
      },
    });
    const afterFirst = [...approved, ...first];
    const rest = decideMarkInvoicePaid({ paymentId: 'pay-rest', date: '2026-11-12' }, fold(afterFirst), business, 'inv-1');
    expect(rest[0]!.data).toMatchObject({ amount: '2412.50', source: 'mark-as-paid', balance: '0.00' });
    expect(fold([...afterFirst, ...rest])).toMatchObject({ status: 'paid', paid: '3412.50', balance: '0.00' });
  });

  it('refuses paying a draft, a void invoice, more than is owed, and a paid invoice', () => {
    expect(refusal(() => decideRecordInvoicePayment(pay('1'), fold(created), business, 'inv-1')).code).toBe('INVOICE_NOT_APPROVED');
    expect(refusal(() => decideRecordInvoicePayment(pay('5000'), fold(approved), business, 'inv-1')).code).toBe('INVOICE_OVERPAYMENT');
    const voided = [...approved, ...decideDeleteInvoice(fold(approved), 'inv-1')];
    expect(refusal(() => decideRecordInvoicePayment(pay('1'), fold(voided), business, 'inv-1')).code).toBe('INVOICE_VOIDED');
    const paid = [...approved, ...decideRecordInvoicePayment(pay('3412.50'), fold(approved), business, 'inv-1')];
    expect(refusal(() => decideRecordInvoicePayment(pay('1'), fold(paid), business, 'inv-1')).code).toBe('INVOICE_ALREADY_PAID');
  });

  it('records a card payment once, however often its provider reference is reported', () => {
    const card = pay('100', { source: 'card', providerReference: 'ref-1' });
    const once = [...approved, ...decideRecordInvoicePayment(card, fold(approved), business, 'inv-1')];
    expect(decideRecordInvoicePayment({ ...card, paymentId: 'other' }, fold(once), business, 'inv-1')).toEqual([]);
  });

  it('voids an approved invoice by reversing its posting, and refuses while payments stand', () => {
    const [voided] = decideDeleteInvoice(fold(approved), 'inv-1');
    expect(voided!.type).toBe('InvoiceVoided');
    const approvalLines = (approved[1]!.data as { lines: { debit: string; credit: string }[] }).lines;
    expect((voided!.data as { lines: { debit: string; credit: string }[] }).lines.map((l) => [l.debit, l.credit])).toEqual(
      approvalLines.map((l) => [l.credit, l.debit]),
    );
    expect(voided!.data).toMatchObject({ voidedType: 'InvoiceApproved', stock: [{ productId: 'rice', quantity: '2', value: '2000.00' }] });
    const paidPart = [...approved, ...decideRecordInvoicePayment(pay('10'), fold(approved), business, 'inv-1')];
    expect(refusal(() => decideDeleteInvoice(fold(paidPart), 'inv-1'))).toMatchObject({ code: 'INVOICE_HAS_PAYMENTS' });
  });

  it('deletes a draft (it posted nothing) and then knows it no more', () => {
    const deleted = [...created, ...decideDeleteInvoice(fold(created), 'inv-1')];
    expect(deleted[1]!.type).toBe('InvoiceDraftDeleted');
    expect(refusal(() => decideDeleteInvoice(fold(deleted), 'inv-1')).code).toBe('INVOICE_NOT_FOUND');
  });

  it('amends an approved invoice in one event: the approval reversed and the corrected one posted', () => {
    const [amended] = decideUpdateInvoice({ items: [{ product: 'rice', quantity: '1', price: '1500' }], discount: '0' }, fold(approved), context, 'inv-1');
    expect(amended!.type).toBe('InvoiceAmended');
    expect(amended!.data).toMatchObject({ amendedType: 'InvoiceApproved', document: { total: '1612.50' }, stock: [{ productId: 'rice', quantity: '1' }] });
    expect(fold([...approved, amended!])).toMatchObject({ status: 'approved', total: '1612.50', balance: '1612.50' });
  });

  it('reminds 3 days before, on and 7 days after the due date, once per day', () => {
    const invoice = fold(approved)!;
    expect(['2026-11-27', '2026-11-30', '2026-12-07', '2026-11-28'].map((day) => reminderDueOn(invoice, day))).toEqual([
      'before-due',
      'due',
      'overdue',
      undefined,
    ]);
    const sent = decideRecordReminder(invoice, '2026-11-30', 'ada@example.com');
    expect(sent).toHaveLength(1);
    expect(decideRecordReminder(fold([...approved, ...sent]), '2026-11-30', 'ada@example.com')).toEqual([]);
  });
});

describe('quotations', () => {
  const quoted = decideCreateQuotation({ ...form, quotationId: 'quo-1', publicId: 'pq', sequence: 4 }, context);
  const foldQ = (events: { type: string; data: unknown }[]): QuotationState | undefined =>
    events.reduce<QuotationState | undefined>((state, event) => evolveQuotation(state, event), undefined);

  it('are pending when made, approved once, and refused a second approval', () => {
    expect(quoted[0]).toMatchObject({ type: 'QuotationCreated', data: { reference: 'QUO-004', total: '3412.50' } });
    const approvedQ = [...quoted, ...decideApproveQuotation(foldQ(quoted), 'quo-1')];
    expect(foldQ(approvedQ)?.status).toBe('approved');
    expect(refusal(() => decideApproveQuotation(foldQ(approvedQ), 'quo-1')).code).toBe('QUOTATION_ALREADY_APPROVED');
    expect(foldQ([...approvedQ, ...decideVoidQuotation(foldQ(approvedQ), 'quo-1')])?.status).toBe('void');
  });

  it('turns an approved quotation into a draft invoice with its lines', () => {
    expect(
      refusal(() =>
        decideInvoiceFromQuotation({ invoiceId: 'i', publicId: 'p', sequence: 2, date: '2026-11-02', dueDate: '2026-12-02' }, foldQ(quoted), context, 'quo-1'),
      ).code,
    ).toBe('QUOTATION_NOT_APPROVED');
    const approvedQ = foldQ([...quoted, ...decideApproveQuotation(foldQ(quoted), 'quo-1')]);
    const [draft] = decideInvoiceFromQuotation(
      { invoiceId: 'i', publicId: 'p', sequence: 2, date: '2026-11-02', dueDate: '2026-12-02' },
      approvedQ,
      context,
      'quo-1',
    );
    expect(draft).toMatchObject({ type: 'InvoiceDraftCreated', data: { reference: 'INV-002', quotationId: 'quo-1', total: '3412.50' } });
  });
});
