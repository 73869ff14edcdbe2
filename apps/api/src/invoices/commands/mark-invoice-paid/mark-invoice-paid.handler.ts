import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { decideMarkInvoicePaid, requireBusiness, type InvoicePaidData } from '@ledgerline/ledger';
import { loadBusinessState, loadInvoice } from '@ledgerline/projections';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendInvoiceEvents } from '../../shared/invoice-write.js';
import { businessToday } from '../../../common/calendar/business-today.js';

@Injectable()
export class MarkInvoicePaidHandler {
  constructor(private readonly executor: CommandExecutor) {}

  /** What is still owed, recorded as paid today into `account` (cash by default). */
  async execute(businessId: string, invoiceId: string, body: { account?: unknown; date?: unknown }, idempotency: IdempotencyContext, meta: RequestMetadata) {
    const paymentId = randomUUID();
    const { events, position } = await appendInvoiceEvents(this.executor, { businessId, idempotency, meta }, async (db) => {
      const invoice = await loadInvoice(db, businessId, invoiceId);
      const business = requireBusiness(await loadBusinessState(db, businessId));
      return decideMarkInvoicePaid({ paymentId, date: body.date ?? businessToday(), account: body.account }, invoice, business, invoiceId);
    });
    const paid = events[0]!.data as InvoicePaidData;
    return { id: invoiceId, paymentId: paid.transactionId, amount: paid.amount, balance: paid.balance, status: 'paid', position };
  }
}
