import { Injectable } from '@nestjs/common';
import { decideVoidQuotation } from '@ledgerline/ledger';
import { loadQuotation } from '@ledgerline/projections';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendInvoiceEvents } from '../../shared/invoice-write.js';

@Injectable()
export class VoidQuotationHandler {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(businessId: string, quotationId: string, meta: RequestMetadata) {
    const { position } = await appendInvoiceEvents(this.executor, { businessId, meta }, async (db) =>
      decideVoidQuotation(await loadQuotation(db, businessId, quotationId), quotationId),
    );
    return { id: quotationId, status: 'void', position };
  }
}
