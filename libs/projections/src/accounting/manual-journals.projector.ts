import type { ManualJournalPostedData, ManualJournalReversedData } from '@ledgerline/ledger';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * The manual journals list (migration 092): one row per journal or set of opening balances, with
 * the lines it posted, marked reversed by its reversal. The postings themselves are the ledger
 * projector's (from the same events); rows depend on the events alone, so a rebuild reproduces them.
 */
export const manualJournalsProjector = defineProjector({
  name: 'manual-journals',
  version: 1,
  tables: ['manual_journals'],
  handlers: {
    async ManualJournalPosted(event, ctx) {
      const data = event.data as ManualJournalPostedData;
      await ctx.execute(
        ctx.table('manual_journals').insert({
          business_id: businessIdOfStream(event.stream),
          journal_id: data.transactionId,
          reference: data.reference,
          kind: data.kind,
          effective_date: data.date,
          memo: data.memo ?? null,
          currency: data.currency,
          total: data.total,
          lines: JSON.stringify(data.lines),
          status: 'posted',
          position: event.position.toString(),
          recorded_at: event.recordedAt,
          recorded_by: typeof event.metadata?.userId === 'string' ? event.metadata.userId : null,
        }),
      );
    },
    async ManualJournalReversed(event, ctx) {
      const data = event.data as ManualJournalReversedData;
      await ctx.execute(
        ctx
          .table('manual_journals')
          .where({ business_id: businessIdOfStream(event.stream), journal_id: data.transactionId })
          .update({ status: 'reversed', reversal_date: data.date, reversed_position: event.position.toString() }),
      );
    },
  },
});
