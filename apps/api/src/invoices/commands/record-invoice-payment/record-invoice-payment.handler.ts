import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Decimal, decideRecordInvoicePayment, requireBusiness, type InvoicePaidData, type RecordInvoicePaymentCommand } from '@ledgerline/ledger';
import { loadBusinessState, loadInvoice } from '@ledgerline/projections';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendInvoiceEvents } from '../../shared/invoice-write.js';
import { businessToday } from '../../../common/calendar/business-today.js';

/** A payment as the client sends it: amount, and the day and account when not today and cash. */
export type InvoicePaymentInput = Pick<RecordInvoicePaymentCommand, 'amount'> & Partial<Pick<RecordInvoicePaymentCommand, 'date' | 'account'>>;

@Injectable()
export class RecordInvoicePaymentHandler {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(businessId: string, invoiceId: string, payment: InvoicePaymentInput, idempotency: IdempotencyContext, meta: RequestMetadata) {
    const paymentId = randomUUID();
    const { events, position } = await appendInvoiceEvents(this.executor, { businessId, idempotency, meta }, async (db) => {
      const invoice = await loadInvoice(db, businessId, invoiceId);
      const business = requireBusiness(await loadBusinessState(db, businessId));
      return decideRecordInvoicePayment(
        {
          paymentId,
          date: payment.date ?? businessToday(),
          amount: payment.amount,
          account: payment.account ?? 'Cash',
          source: 'manual',
        },
        invoice,
        business,
        invoiceId,
      );
    });
    const paid = events[0]!.data as InvoicePaidData;
    return {
      id: invoiceId,
      paymentId: paid.transactionId,
      amount: paid.amount,
      balance: paid.balance,
      status: new Decimal(paid.balance).isZero() ? 'paid' : 'approved',
      position,
    };
  }
}
