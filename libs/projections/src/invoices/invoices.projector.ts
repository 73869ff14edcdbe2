import type { RecordedEvent } from '@ledgerline/event-store';
import {
  evolveInvoice,
  evolveQuotation,
  INVOICE_EVENT_TYPES,
  QUOTATION_EVENT_TYPES,
  type InvoiceDraftCreatedData,
  type InvoiceState,
  type QuotationState,
} from '@ledgerline/ledger';
import { defineProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/** An invoice's row: the columns lists filter and sum on, and the whole folded state. */
function invoiceRow(businessId: string, state: InvoiceState, createdAt: Date | string, position: string) {
  return {
    business_id: businessId,
    invoice_id: state.invoiceId,
    public_id: state.publicId,
    sequence: state.sequence,
    reference: state.reference,
    status: state.status,
    entity_id: state.entityId,
    issue_date: state.date,
    due_date: state.dueDate,
    currency: state.currency,
    total: state.total,
    paid: state.paid,
    balance: state.balance,
    quotation_id: state.quotationId ?? null,
    state: JSON.stringify(state),
    created_at: createdAt,
    position,
  };
}

async function applyInvoiceEvent(event: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const businessId = businessIdOfStream(event.stream);
  const invoiceId = (event.data as { invoiceId: string }).invoiceId;
  const [row] = await ctx.execute<{ state: InvoiceState; created_at: Date }>(
    ctx.table('invoices').select('state', 'created_at').where({ business_id: businessId, invoice_id: invoiceId }),
  );
  const next = evolveInvoice(row?.state, event);
  if (!next) return;
  const values = invoiceRow(businessId, next, row?.created_at ?? event.recordedAt, event.position.toString());
  await ctx.execute(ctx.table('invoices').insert(values).onConflict(['business_id', 'invoice_id']).merge());
  // An invoice made from a quotation: the quotation shows it.
  if (event.type === 'InvoiceDraftCreated') {
    const { quotationId } = event.data as InvoiceDraftCreatedData;
    if (quotationId) {
      await ctx.execute(ctx.table('quotations').where({ business_id: businessId, quotation_id: quotationId }).update({ invoice_id: invoiceId }));
    }
  }
}

async function applyQuotationEvent(event: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const businessId = businessIdOfStream(event.stream);
  const quotationId = (event.data as { quotationId: string }).quotationId;
  const [row] = await ctx.execute<{ state: QuotationState; created_at: Date; invoice_id: string | null }>(
    ctx.table('quotations').select('state', 'created_at', 'invoice_id').where({ business_id: businessId, quotation_id: quotationId }),
  );
  const next = evolveQuotation(row?.state, event);
  if (!next) return;
  await ctx.execute(
    ctx
      .table('quotations')
      .insert({
        business_id: businessId,
        quotation_id: next.quotationId,
        public_id: next.publicId,
        sequence: next.sequence,
        reference: next.reference,
        status: next.status,
        entity_id: next.entityId,
        issue_date: next.date,
        currency: next.currency,
        total: next.total,
        invoice_id: row?.invoice_id ?? null,
        state: JSON.stringify(next),
        created_at: row?.created_at ?? event.recordedAt,
        position: event.position.toString(),
      })
      .onConflict(['business_id', 'quotation_id'])
      .merge(),
  );
}

/**
 * Invoices and quotations as lists, summaries and the state their deciders read (migration 030).
 * Each row is the pure `evolveInvoice` / `evolveQuotation` fold of its events, so a rebuild
 * reproduces it exactly.
 */
export const invoicesProjector = defineProjector({
  name: 'invoices',
  // 2: a change's content replaces the old (a removed discount, delivery, tax or note was kept).
  version: 2,
  tables: ['invoices', 'quotations'],
  handlers: {
    ...Object.fromEntries([...INVOICE_EVENT_TYPES].map((type) => [type, applyInvoiceEvent])),
    ...Object.fromEntries([...QUOTATION_EVENT_TYPES].map((type) => [type, applyQuotationEvent])),
  },
});
