import type { RecordedEvent } from '@ledgerline/event-store';
import { cashFlowsOf, Decimal, scaleOfAmounts, type CashPosting } from '@ledgerline/ledger';
import { upsertTotals } from '../engine/batch-writes.js';
import { defineBatchProjector } from '../engine/projector.js';
import { TotalsByKey } from '../engine/totals.js';
import { journalPostingsOf, POSTING_EVENTS } from '../ledger/ledger.projector.js';
import { businessIdOfStream } from '../stream-names.js';

const OPENING_BALANCE_EVENTS: ReadonlySet<string> = new Set(['ManualJournalPosted', 'ManualJournalReversed']);

/**
 * An event's postings as the cash flow reads them: each entry's lines summed per account
 * (debit − credit), opening balances marked, with the scale its amounts are written in (the
 * currency's), to which a share of a mixed posting is rounded.
 */
export function cashPostingsOf(event: RecordedEvent): { posting: CashPosting; scale: number }[] {
  const openingBalances = OPENING_BALANCE_EVENTS.has(event.type) && (event.data as { kind?: string }).kind === 'opening-balances';
  return journalPostingsOf(event).map(({ date, lines }) => {
    const byAccount = new Map<string, Decimal>();
    for (const line of lines) byAccount.set(line.account, (byAccount.get(line.account) ?? new Decimal(0)).plus(line.debit).minus(line.credit));
    return {
      posting: {
        date,
        ...(openingBalances ? { openingBalances } : {}),
        lines: [...byAccount].map(([code, net]) => ({ code, net: net.toFixed() })),
      },
      scale: scaleOfAmounts(lines.flatMap((line) => [line.debit, line.credit])),
    };
  });
}

/**
 * The cash flow statement's days (`daily_cash_flow`, docs/cash-flow.md): every posting that moves
 * cash classified by the accounts on its other side (libs/ledger `classifyCashPosting`), from the
 * event alone, so it runs inline, catches up or rebuilds on its own like the report aggregates.
 */
export const cashFlowProjector = defineBatchProjector({
  name: 'cash-flow',
  version: 1,
  tables: ['daily_cash_flow'],
  eventTypes: POSTING_EVENTS,
  async applyBatch(events, ctx) {
    const totals = new TotalsByKey();
    for (const event of events) {
      const business = businessIdOfStream(event.stream);
      for (const { posting, scale } of cashPostingsOf(event)) {
        for (const flow of cashFlowsOf([posting], scale)) totals.add([business, flow.day, flow.line], [flow.amount]);
      }
    }
    await upsertTotals(ctx, 'daily_cash_flow', ['business_id', 'day', 'line'], ['amount'], totals);
  },
});
