import type { RecordedEvent } from '@ledgerline/event-store';
import {
  Decimal,
  paymentAccountToInput,
  type PosParkedSaleDeletedData,
  type PosSaleParkedData,
  type PosSaleRecordedData,
  type RegisterClosedData,
  type RegisterOpenedData,
  type TransactionVoidedData,
} from '@ledgerline/ledger';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * Point of sale: registers, the counter sales tied to them, parked carts. The books of a counter
 * sale are the ledger's (it is also a SaleRecorded); a voided one stops counting in its
 * register's takings. Times come from the events, never now(), so a rebuild is identical.
 */
export const posProjector = defineProjector({
  name: 'pos',
  version: 1,
  tables: ['pos_registers', 'pos_sales', 'pos_parked_sales'],
  handlers: {
    async RegisterOpened(event: RecordedEvent, ctx) {
      const data = event.data as RegisterOpenedData;
      await ctx.execute(
        ctx.table('pos_registers').insert({
          business_id: businessIdOfStream(event.stream),
          register_id: data.registerId,
          till: data.till,
          user_id: data.userId,
          status: 'open',
          currency: data.currency,
          opening_float: data.openingFloat,
          opened_at: data.openedAt,
          opened_date: data.date,
          position: event.position.toString(),
        }),
      );
    },
    async RegisterClosed(event: RecordedEvent, ctx) {
      const data = event.data as RegisterClosedData;
      await ctx.execute(
        ctx
          .table('pos_registers')
          .where({ business_id: businessIdOfStream(event.stream), register_id: data.registerId })
          .update({
            status: 'closed',
            closed_at: data.closedAt,
            closed_date: data.date,
            close_transaction_id: data.transactionId,
            payment_summary: JSON.stringify(data.paymentSummary),
            cash_difference: data.cashDifference,
            sales_count: data.salesCount,
          }),
      );
    },
    async PosSaleRecorded(event: RecordedEvent, ctx) {
      const data = event.data as PosSaleRecordedData;
      const businessId = businessIdOfStream(event.stream);
      await ctx.execute(
        ctx.table('pos_sales').insert({
          business_id: businessId,
          transaction_id: data.transactionId,
          reference: data.reference,
          register_id: data.registerId,
          user_id: data.userId,
          date: data.date,
          recorded_at: data.recordedAt,
          customer_id: data.customer?.id ?? null,
          customer_name: data.customer?.name ?? null,
          account: paymentAccountToInput(data.account),
          subtotal: data.subtotal,
          discount: data.discount?.amount ?? '0',
          tax: data.tax?.amount ?? '0',
          amount: data.amount,
          amount_collected: data.amountCollected,
          change: data.change,
          amount_remaining: data.amountRemaining,
          paid: new Decimal(data.amount).minus(data.amountRemaining).toFixed(),
          data: JSON.stringify(data),
          position: event.position.toString(),
        }),
      );
      if (data.parkedSaleId) {
        await ctx.execute(
          ctx
            .table('pos_parked_sales')
            .where({ business_id: businessId, parked_sale_id: data.parkedSaleId, status: 'parked' })
            .update({ status: 'completed', completed_by: data.transactionId }),
        );
      }
    },
    async PosSaleParked(event: RecordedEvent, ctx) {
      const data = event.data as PosSaleParkedData;
      await ctx.execute(
        ctx.table('pos_parked_sales').insert({
          business_id: businessIdOfStream(event.stream),
          parked_sale_id: data.parkedSaleId,
          user_id: data.userId,
          register_id: data.registerId ?? null,
          status: 'parked',
          cart: JSON.stringify(data.cart),
          parked_at: data.parkedAt,
          position: event.position.toString(),
        }),
      );
    },
    async PosParkedSaleDeleted(event: RecordedEvent, ctx) {
      const data = event.data as PosParkedSaleDeletedData;
      await ctx.execute(
        ctx
          .table('pos_parked_sales')
          .where({ business_id: businessIdOfStream(event.stream), parked_sale_id: data.parkedSaleId })
          .update({ status: 'deleted' }),
      );
    },
    async TransactionVoided(event: RecordedEvent, ctx) {
      const data = event.data as TransactionVoidedData;
      await ctx.execute(
        ctx
          .table('pos_sales')
          .where({ business_id: businessIdOfStream(event.stream), transaction_id: data.transactionId })
          .update({ voided: true }),
      );
    },
  },
});
