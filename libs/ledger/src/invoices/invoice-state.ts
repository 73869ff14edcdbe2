import { Decimal } from '../decimal.js';
import { formatAmount } from '../money.js';
import type { DocumentItem, DocumentTotals } from '../transactions/document-events.js';
import {
  INVOICE_AMENDED,
  INVOICE_APPROVED,
  INVOICE_DRAFT_CREATED,
  INVOICE_DRAFT_DELETED,
  INVOICE_DRAFT_UPDATED,
  INVOICE_PAID,
  INVOICE_REMINDER_SENT,
  INVOICE_VOIDED,
  QUOTATION_APPROVED,
  QUOTATION_CREATED,
  QUOTATION_UPDATED,
  QUOTATION_VOIDED,
  type InvoiceApprovedData,
  type InvoiceContent,
  type InvoiceEvent,
  type InvoicePaymentSource,
  type QuotationEvent,
  type StandingPosting,
} from './invoice-events.js';

/** Spec 002 §3: draft, approved, paid, void; `deleted` is a draft removed (kept so its number is never reused). */
export type InvoiceStatus = 'draft' | 'approved' | 'paid' | 'void' | 'deleted';

export interface InvoicePayment {
  paymentId: string;
  amount: string;
  date: string;
  source: InvoicePaymentSource;
  providerReference?: string;
}

/** One invoice, folded from its events: what the deciders decide against and what the read model keeps. */
export interface InvoiceState extends InvoiceContent {
  invoiceId: string;
  publicId: string;
  sequence: number;
  reference: string;
  dueDate: string;
  status: InvoiceStatus;
  quotationId?: string;
  /** The posting that stands (approval or latest amendment); absent for a draft or after a void. */
  posting?: StandingPosting;
  paid: string;
  /** Owed: total − paid once approved; the total while a draft. */
  balance: string;
  payments: InvoicePayment[];
  /** Days a reminder was sent for. */
  reminders: string[];
}

const contentOf = (data: InvoiceContent & DocumentTotals): InvoiceContent => ({
  date: data.date,
  entityId: data.entityId,
  currency: data.currency,
  items: data.items.map((item: DocumentItem) => ({ ...item })),
  subtotal: data.subtotal,
  ...(data.discount ? { discount: data.discount } : {}),
  ...(data.delivery ? { delivery: data.delivery } : {}),
  ...(data.tax ? { tax: data.tax } : {}),
  total: data.total,
  ...(data.notes !== undefined ? { notes: data.notes } : {}),
});

/**
 * The state without the parts of its content an event may leave out. An event carries the whole
 * content as it now is (the deciders merge what the command left out from the state), so a
 * discount, delivery, tax or note the event lacks was removed, not kept.
 */
function withoutOptionalContent<State extends InvoiceContent>(state: State): State {
  const { discount: _discount, delivery: _delivery, tax: _tax, notes: _notes, ...rest } = state;
  return rest as State;
}

function approvedContent(state: InvoiceState, data: InvoiceApprovedData): InvoiceState {
  const balance = new Decimal(data.total).minus(state.paid);
  return {
    // Approval and amendment data carry no notes: the invoice keeps its own.
    ...withoutOptionalContent(state),
    ...contentOf({ ...data, notes: state.notes }),
    dueDate: data.dueDate,
    posting: { date: data.date, lines: data.lines, ...(data.stock ? { stock: data.stock } : {}) },
    balance: formatAmount(balance, data.currency),
    status: balance.isZero() && state.payments.length > 0 ? 'paid' : 'approved',
  };
}

/** Applies one invoice event to the invoice's state (undefined before it is created). Other events leave it as it is. */
export function evolveInvoice(state: InvoiceState | undefined, event: InvoiceEvent | { type: string; data: unknown }): InvoiceState | undefined {
  const e = event as InvoiceEvent;
  if (e.type === INVOICE_DRAFT_CREATED) {
    const d = e.data;
    return {
      invoiceId: d.invoiceId,
      publicId: d.publicId,
      sequence: d.sequence,
      reference: d.reference,
      dueDate: d.dueDate,
      ...contentOf(d),
      ...(d.quotationId !== undefined ? { quotationId: d.quotationId } : {}),
      status: 'draft',
      paid: formatAmount(new Decimal(0), d.currency),
      balance: d.total,
      payments: [],
      reminders: [],
    };
  }
  if (!state) return state;
  switch (e.type) {
    case INVOICE_DRAFT_UPDATED:
      return { ...withoutOptionalContent(state), ...contentOf(e.data), dueDate: e.data.dueDate, balance: e.data.total };
    case INVOICE_DRAFT_DELETED:
      return { ...state, status: 'deleted' };
    case INVOICE_APPROVED:
      return approvedContent(state, e.data);
    case INVOICE_AMENDED: {
      const amended = approvedContent(state, e.data.document);
      if (e.data.notes === undefined) return amended;
      const { notes: _old, ...rest } = amended;
      return e.data.notes === '' ? rest : { ...rest, notes: e.data.notes };
    }
    case INVOICE_PAID: {
      const payments = [
        ...state.payments,
        {
          paymentId: e.data.transactionId,
          amount: e.data.amount,
          date: e.data.date,
          source: e.data.source,
          ...(e.data.providerReference !== undefined ? { providerReference: e.data.providerReference } : {}),
        },
      ];
      const paid = new Decimal(state.paid).plus(e.data.amount);
      const balance = new Decimal(state.total).minus(paid);
      return {
        ...state,
        payments,
        paid: formatAmount(paid, state.currency),
        balance: formatAmount(balance, state.currency),
        status: balance.isZero() ? 'paid' : state.status,
      };
    }
    case INVOICE_VOIDED: {
      const { posting: _reversed, ...rest } = state;
      return { ...rest, status: 'void' };
    }
    case INVOICE_REMINDER_SENT:
      return { ...state, reminders: [...state.reminders, e.data.day] };
    default:
      return state;
  }
}

/** Which invoice an event is about (undefined for other events). */
export function invoiceIdOf(event: { type: string; data: unknown }): string | undefined {
  if (!INVOICE_EVENT_TYPES.has(event.type)) return undefined;
  return (event.data as { invoiceId?: string }).invoiceId;
}
export const INVOICE_EVENT_TYPES: ReadonlySet<string> = new Set([
  INVOICE_DRAFT_CREATED,
  INVOICE_DRAFT_UPDATED,
  INVOICE_DRAFT_DELETED,
  INVOICE_APPROVED,
  INVOICE_PAID,
  INVOICE_VOIDED,
  INVOICE_AMENDED,
  INVOICE_REMINDER_SENT,
]);

/** Spec 002 §3: pending, approved, void. */
export type QuotationStatus = 'pending' | 'approved' | 'void';
export interface QuotationState extends InvoiceContent {
  quotationId: string;
  publicId: string;
  sequence: number;
  reference: string;
  expiryDate?: string;
  status: QuotationStatus;
}

export const QUOTATION_EVENT_TYPES: ReadonlySet<string> = new Set([QUOTATION_CREATED, QUOTATION_UPDATED, QUOTATION_APPROVED, QUOTATION_VOIDED]);

export function evolveQuotation(state: QuotationState | undefined, event: QuotationEvent | { type: string; data: unknown }): QuotationState | undefined {
  const e = event as QuotationEvent;
  if (e.type === QUOTATION_CREATED) {
    const d = e.data;
    return {
      quotationId: d.quotationId,
      publicId: d.publicId,
      sequence: d.sequence,
      reference: d.reference,
      ...contentOf(d),
      ...(d.expiryDate !== undefined ? { expiryDate: d.expiryDate } : {}),
      status: 'pending',
    };
  }
  if (!state) return state;
  switch (e.type) {
    case QUOTATION_UPDATED: {
      const { expiryDate: _old, ...rest } = state;
      return { ...withoutOptionalContent(rest), ...contentOf(e.data), ...(e.data.expiryDate !== undefined ? { expiryDate: e.data.expiryDate } : {}) };
    }
    case QUOTATION_APPROVED:
      return { ...state, status: 'approved' };
    case QUOTATION_VOIDED:
      return { ...state, status: 'void' };
    default:
      return state;
  }
}
