import { Injectable } from '@nestjs/common';
import { decideUpdateQuotation, type QuotationCommand } from '@ledgerline/ledger';
import { loadQuotation } from '@ledgerline/projections';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendInvoiceEvents, loadInvoiceContext } from '../../shared/invoice-write.js';

@Injectable()
export class UpdateQuotationHandler {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(businessId: string, quotationId: string, changes: Partial<QuotationCommand>, meta: RequestMetadata) {
    const { position } = await appendInvoiceEvents(this.executor, { businessId, meta }, async (db) => {
      const quotation = await loadQuotation(db, businessId, quotationId);
      const context = await loadInvoiceContext(db, businessId, changes, quotation);
      return decideUpdateQuotation(changes, quotation, context, quotationId);
    });
    return { id: quotationId, position };
  }
}
