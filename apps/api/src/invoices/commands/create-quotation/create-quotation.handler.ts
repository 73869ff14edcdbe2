import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { decideCreateQuotation, type QuotationCommand, type QuotationCreatedData } from '@ledgerline/ledger';
import { nextQuotationSequence } from '@ledgerline/projections';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendInvoiceEvents, loadInvoiceContext, newPublicId } from '../../shared/invoice-write.js';

@Injectable()
export class CreateQuotationHandler {
  constructor(private readonly executor: CommandExecutor) {}

  /** Numbered QUO-NNN from the business's counter, read under the stream lock as invoices are. */
  async execute(businessId: string, quotation: QuotationCommand, idempotency: IdempotencyContext, meta: RequestMetadata) {
    const quotationId = randomUUID();
    const publicId = newPublicId();
    const { events, position } = await appendInvoiceEvents(this.executor, { businessId, idempotency, meta }, async (db) => {
      const sequence = await nextQuotationSequence(db, businessId);
      const context = await loadInvoiceContext(db, businessId, quotation);
      return decideCreateQuotation({ ...quotation, quotationId, publicId, sequence }, context);
    });
    const created = events[0]!.data as QuotationCreatedData;
    return { id: created.quotationId, publicId: created.publicId, reference: created.reference, status: 'pending', total: created.total, position };
  }
}
