import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Decimal, decideRecordInvoicePayment, requireBusiness, type InvoicePaidData } from '@ledgerline/ledger';
import { loadBusinessState, loadInvoice } from '@ledgerline/projections';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendInvoiceEvents } from '../../shared/invoice-write.js';
import type { RecordInvoicePaymentDto } from './record-invoice-payment.dto.js';

@Injectable()
export class RecordInvoicePaymentHandler {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(businessId: string, form: RecordInvoicePaymentDto, idempotency: IdempotencyContext, meta: RequestMetadata) {
    const paymentId = randomUUID();
    const { events, position } = await appendInvoiceEvents(this.executor, { businessId, idempotency, meta }, async (db) => {
      const invoice = await loadInvoice(db, businessId, form.id);
      const business = requireBusiness(await loadBusinessState(db, businessId));
      return decideRecordInvoicePayment(
        { paymentId, date: form.date ?? new Date().toISOString().slice(0, 10), amount: form.amount, account: form.account ?? 'Cash', source: 'manual' },
        invoice,
        business,
        form.id,
      );
    });
    const paid = events[0]!.data as InvoicePaidData;
    return {
      id: form.id,
      paymentId: paid.transactionId,
      amount: paid.amount,
      balance: paid.balance,
      status: new Decimal(paid.balance).isZero() ? 'paid' : 'approved',
      position,
    };
  }
}
