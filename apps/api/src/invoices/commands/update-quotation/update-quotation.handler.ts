import { Injectable } from '@nestjs/common';
import { decideUpdateQuotation } from '@ledgerline/ledger';
import { loadQuotation } from '@ledgerline/projections';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendInvoiceEvents, loadInvoiceContext } from '../../shared/invoice-write.js';
import type { QuotationFormDto } from '../../shared/invoice-form.dto.js';

@Injectable()
export class UpdateQuotationHandler {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(businessId: string, quotationId: string, form: QuotationFormDto, meta: RequestMetadata) {
    const { position } = await appendInvoiceEvents(this.executor, { businessId, meta }, async (db) => {
      const quotation = await loadQuotation(db, businessId, quotationId);
      const context = await loadInvoiceContext(db, businessId, form, quotation);
      return decideUpdateQuotation(form, quotation, context, quotationId);
    });
    return { id: quotationId, position };
  }
}
