import { Injectable } from '@nestjs/common';
import { decideUpdateInvoice, type InvoiceEvent } from '@ledgerline/ledger';
import { loadInvoice } from '@ledgerline/projections';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendInvoiceEvents, loadInvoiceContext, stockOnHandOf } from '../../shared/invoice-write.js';
import type { UpdateInvoiceDto } from './update-invoice.dto.js';

@Injectable()
export class UpdateInvoiceHandler {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(
    businessId: string,
    form: UpdateInvoiceDto,
    idempotency: IdempotencyContext,
    meta: RequestMetadata,
  ): Promise<{ id: string; changes: string[]; position: string }> {
    const { events, position } = await appendInvoiceEvents(this.executor, { businessId, idempotency, meta }, async (db) => {
      const invoice = await loadInvoice(db, businessId, form.id);
      const context = await loadInvoiceContext(db, businessId, form, invoice);
      const { id: _id, status, ...fields } = form;
      return decideUpdateInvoice(
        { ...fields, status: status === 'draft' ? undefined : status },
        invoice,
        context,
        form.id,
        await stockOnHandOf(db, businessId, invoice),
      );
    });
    return { id: form.id, changes: events.map((event) => (event as InvoiceEvent).type), position };
  }
}
