import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { decideCreateInvoice, decideInvoiceFromQuotation, type CreateInvoiceCommand, type InvoiceDraftCreatedData } from '@ledgerline/ledger';
import { loadQuotation, nextInvoiceSequence } from '@ledgerline/projections';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendInvoiceEvents, loadInvoiceContext, newPublicId } from '../../shared/invoice-write.js';
import { businessToday } from '../../../common/calendar/business-today.js';

/** A new invoice as the ledger reads it, before the handler numbers it and gives it its ids. */
export type CreateInvoiceInput = Omit<CreateInvoiceCommand, 'invoiceId' | 'publicId' | 'sequence'>;

export interface CreatedInvoice {
  id: string;
  publicId: string;
  reference: string;
  status: 'draft' | 'approved';
  total: string;
  position: string;
}

@Injectable()
export class CreateInvoiceHandler {
  constructor(private readonly executor: CommandExecutor) {}

  /**
   * The number is the business's counter plus one, read inside the append under the stream lock:
   * concurrent creations queue on the lock and each sees the one before, so numbers never repeat
   * and never skip.
   */
  async execute(businessId: string, form: CreateInvoiceInput, idempotency: IdempotencyContext, meta: RequestMetadata): Promise<CreatedInvoice> {
    const invoiceId = randomUUID();
    const publicId = newPublicId();
    const { events, position } = await appendInvoiceEvents(this.executor, { businessId, idempotency, meta }, async (db) => {
      const sequence = await nextInvoiceSequence(db, businessId);
      if (form.quotationId !== undefined) {
        const quotation = await loadQuotation(db, businessId, form.quotationId);
        const context = await loadInvoiceContext(db, businessId, {}, quotation);
        const drafted = decideInvoiceFromQuotation(
          { invoiceId, publicId, sequence, date: form.date ?? businessToday(), dueDate: form.dueDate ?? form.date },
          quotation,
          context,
          form.quotationId,
        );
        return drafted;
      }
      const context = await loadInvoiceContext(db, businessId, form);
      return decideCreateInvoice(
        {
          invoiceId,
          publicId,
          sequence,
          date: form.date,
          dueDate: form.dueDate,
          entity: form.entity,
          items: form.items,
          discount: form.discount,
          discountType: form.discountType,
          delivery: form.delivery,
          deliveryType: form.deliveryType,
          tax: form.tax,
          taxType: form.taxType,
          notes: form.notes,
          status: form.status,
        },
        context,
      );
    });
    const created = events.find((event) => event.type === 'InvoiceDraftCreated')!.data as InvoiceDraftCreatedData;
    return {
      id: created.invoiceId,
      publicId: created.publicId,
      reference: created.reference,
      status: events.some((event) => event.type === 'InvoiceApproved') ? 'approved' : 'draft',
      total: created.total,
      position,
    };
  }
}
