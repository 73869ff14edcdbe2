import type { RecordedEvent } from '@ledgerline/event-store';
import type {
  AccountSettingChangedData,
  BankAccountAddedData,
  BankAccountRemovedData,
  BankAccountUpdatedData,
  BusinessCreatedData,
  BusinessDeactivatedData,
  BusinessProfileUpdatedData,
} from '@ledgerline/ledger';
import { sql } from '../db.js';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * Businesses (profile, account settings, sub-businesses) and their bank accounts: what command
 * handlers check documents against and the settings screens read. `profile` holds the profile
 * fields other than name and type of business; `settings` the settings other than currency, as
 * changed (the queries add the defaults). `deactivated_at`: closed to its members by the provider
 * (the access guard refuses them while it is set). A removed bank account stays, `removed`, so
 * the lines it has in the books keep its name (migration 098).
 */
export const businessesProjector = defineProjector({
  name: 'businesses',
  version: 4,
  tables: ['businesses', 'bank_accounts'],
  handlers: {
    async BusinessCreated(event: RecordedEvent, ctx) {
      const data = event.data as BusinessCreatedData;
      await ctx.execute(
        ctx.table('businesses').insert({
          business_id: businessIdOfStream(event.stream),
          name: data.name,
          currency: data.currency,
          created_at: event.recordedAt,
          parent_business_id: data.parentBusinessId ?? null,
          type_of_business: data.typeOfBusiness ?? null,
        }),
      );
    },
    async BusinessProfileUpdated(event: RecordedEvent, ctx) {
      const { businessName, typeOfBusiness, ...others } = (event.data as BusinessProfileUpdatedData).changes;
      const update: Record<string, unknown> = {};
      if (businessName !== undefined) update.name = businessName;
      if (typeOfBusiness !== undefined) update.type_of_business = typeOfBusiness;
      // A cleared field arrives as null: merged in, then stripped, so the key goes.
      if (Object.keys(others).length > 0) update.profile = sql.raw('jsonb_strip_nulls(profile || ?::jsonb)', [JSON.stringify(others)]);
      if (Object.keys(update).length === 0) return;
      await ctx.execute(
        ctx
          .table('businesses')
          .update(update)
          .where({ business_id: businessIdOfStream(event.stream) }),
      );
    },
    async BusinessDeactivated(event: RecordedEvent, ctx) {
      const data = event.data as BusinessDeactivatedData;
      await ctx.execute(
        ctx
          .table('businesses')
          .update({ deactivated_at: data.at })
          .where({ business_id: businessIdOfStream(event.stream) }),
      );
    },
    async BusinessReactivated(event: RecordedEvent, ctx) {
      await ctx.execute(
        ctx
          .table('businesses')
          .update({ deactivated_at: null })
          .where({ business_id: businessIdOfStream(event.stream) }),
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
    async BankAccountUpdated(event: RecordedEvent, ctx) {
      const data = event.data as BankAccountUpdatedData;
      const update: Record<string, string> = {};
      if (data.bankName !== undefined) update.bank_name = data.bankName;
      if (data.accountName !== undefined) update.account_name = data.accountName;
      if (data.accountNumber !== undefined) update.account_number = data.accountNumber;
      if (Object.keys(update).length === 0) return;
      await ctx.execute(
        ctx
          .table('bank_accounts')
          .update(update)
          .where({ business_id: businessIdOfStream(event.stream), bank_account_id: data.bankAccountId }),
      );
    },
    async BankAccountRemoved(event: RecordedEvent, ctx) {
      const data = event.data as BankAccountRemovedData;
      await ctx.execute(
        ctx
          .table('bank_accounts')
          .update({ removed: true })
          .where({ business_id: businessIdOfStream(event.stream), bank_account_id: data.bankAccountId }),
      );
    },
    async AccountSettingChanged(event: RecordedEvent, ctx) {
      const data = event.data as AccountSettingChangedData;
      const business = { business_id: businessIdOfStream(event.stream) };
      if (data.setting === 'currency') {
        await ctx.execute(ctx.table('businesses').update({ currency: data.value }).where(business));
        return;
      }
      const change = JSON.stringify({ [data.setting]: data.value });
      await ctx.execute(
        ctx
          .table('businesses')
          .update({ settings: sql.raw('settings || ?::jsonb', [change]) })
          .where(business),
      );
    },
  },
});
