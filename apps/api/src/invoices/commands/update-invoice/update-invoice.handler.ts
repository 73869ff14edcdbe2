import { Injectable } from '@nestjs/common';
import { decideUpdateInvoice, type InvoiceEvent, type UpdateInvoiceCommand } from '@ledgerline/ledger';
import { loadInvoice } from '@ledgerline/projections';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendInvoiceEvents, loadInvoiceContext, stockOnHandOf } from '../../shared/invoice-write.js';

@Injectable()
export class UpdateInvoiceHandler {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(
    businessId: string,
    invoiceId: string,
    changes: UpdateInvoiceCommand,
    idempotency: IdempotencyContext,
    meta: RequestMetadata,
  ): Promise<{ id: string; changes: string[]; position: string }> {
    const { events, position } = await appendInvoiceEvents(this.executor, { businessId, idempotency, meta }, async (db) => {
      const invoice = await loadInvoice(db, businessId, invoiceId);
      const context = await loadInvoiceContext(db, businessId, changes, invoice);
      return decideUpdateInvoice(
        { ...changes, status: changes.status === 'draft' ? undefined : changes.status },
        invoice,
        context,
        invoiceId,
        await stockOnHandOf(db, businessId, invoice),
      );
    });
    return { id: invoiceId, changes: events.map((event) => (event as InvoiceEvent).type), position };
  }
}
