import { Injectable } from '@nestjs/common';
import { decideDeleteInvoice, requireBusiness } from '@ledgerline/ledger';
import { loadBusinessState, loadInvoice } from '@ledgerline/projections';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendInvoiceEvents, stockOnHandOf } from '../../shared/invoice-write.js';

@Injectable()
export class DeleteInvoiceHandler {
  constructor(private readonly executor: CommandExecutor) {}

  /** A draft is deleted; an approved invoice is voided (refused while payments stand). */
  async execute(businessId: string, invoiceId: string, meta: RequestMetadata): Promise<{ id: string; outcome: 'deleted' | 'voided'; position: string }> {
    const { events, position } = await appendInvoiceEvents(this.executor, { businessId, meta }, async (db) => {
      const invoice = await loadInvoice(db, businessId, invoiceId);
      const business = requireBusiness(await loadBusinessState(db, businessId));
      return decideDeleteInvoice(invoice, invoiceId, {
        stockOnHand: await stockOnHandOf(db, businessId, invoice),
        allowNegativeStock: business.settings.allowZeroStockLevel,
      });
    });
    return { id: invoiceId, outcome: events[0]?.type === 'InvoiceVoided' ? 'voided' : 'deleted', position };
  }
}
