import type { RecordedEvent } from '@ledgerline/event-store';
import type { BankAccountAddedData, BusinessCreatedData } from '@ledgerline/ledger';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/** Businesses and their bank accounts: what command handlers check documents against. */
export const businessesProjector = defineProjector({
  name: 'businesses',
  version: 1,
  tables: ['businesses', 'bank_accounts'],
  handlers: {
    async BusinessCreated(event: RecordedEvent, ctx) {
      const data = event.data as BusinessCreatedData;
      await ctx.execute(
        ctx
          .table('businesses')
          .insert({ business_id: businessIdOfStream(event.stream), name: data.name, currency: data.currency, created_at: event.recordedAt }),
      );
    },
    async BankAccountAdded(event: RecordedEvent, ctx) {
      const data = event.data as BankAccountAddedData;
      await ctx.execute(
        ctx.table('bank_accounts').insert({
          business_id: businessIdOfStream(event.stream),
          bank_account_id: data.bankAccountId,
          bank_name: data.bankName,
          account_name: data.accountName,
          account_number: data.accountNumber,
        }),
      );
    },
  },
});
