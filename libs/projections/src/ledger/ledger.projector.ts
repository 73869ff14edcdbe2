import { Decimal } from '@ledgerline/ledger';
import type { RecordedEvent } from '@ledgerline/event-store';
import type { JournalLine, MoneyInRecordedData } from '@ledgerline/ledger';
import { sql } from '../db.js';
import { defineProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * Writes the journal lines an event posted, and keeps each account's running debit and credit
 * totals. The lines come from the event itself (decided when it was recorded), never recomputed,
 * so a rebuild reproduces the books exactly as they were posted.
 */
async function postJournal(event: RecordedEvent, entryId: string, effectiveDate: string, lines: readonly JournalLine[], ctx: ProjectionContext): Promise<void> {
  const businessId = businessIdOfStream(event.stream);
  await ctx.execute(
    ctx.table('journal_lines').insert(
      lines.map((line, index) => ({
        business_id: businessId,
        position: event.position.toString(),
        line_no: index + 1,
        entry_id: entryId,
        effective_date: effectiveDate,
        account_code: line.account,
        sub_account: line.subAccount ?? '',
        contact_id: line.contactId ?? null,
        product_id: line.productId ?? null,
        debit: line.debit,
        credit: line.credit,
      })),
    ),
  );

  // One upsert per account touched: sum the entry's lines per account first.
  const totals = new Map<string, { account: string; subAccount: string; debit: Decimal; credit: Decimal }>();
  for (const line of lines) {
    const key = `${line.account}\u0000${line.subAccount ?? ''}`;
    const total = totals.get(key) ?? { account: line.account, subAccount: line.subAccount ?? '', debit: new Decimal(0), credit: new Decimal(0) };
    total.debit = total.debit.plus(line.debit);
    total.credit = total.credit.plus(line.credit);
    totals.set(key, total);
  }
  await ctx.execute(
    ctx
      .table('account_balances')
      .insert(
        [...totals.values()].map((t) => ({
          business_id: businessId,
          account_code: t.account,
          sub_account: t.subAccount,
          debit_total: t.debit.toFixed(),
          credit_total: t.credit.toFixed(),
        })),
      )
      .onConflict(['business_id', 'account_code', 'sub_account'])
      .merge({
        debit_total: sql.raw('account_balances.debit_total + excluded.debit_total'),
        credit_total: sql.raw('account_balances.credit_total + excluded.credit_total'),
      }),
  );
}

export const ledgerProjector = defineProjector({
  name: 'ledger',
  version: 1,
  tables: ['journal_lines', 'account_balances', 'transactions'],
  handlers: {
    async MoneyInRecorded(event: RecordedEvent, ctx) {
      const data = event.data as MoneyInRecordedData;
      await postJournal(event, data.transactionId, data.date, data.lines, ctx);
      await ctx.execute(
        ctx.table('transactions').insert({
          business_id: businessIdOfStream(event.stream),
          transaction_id: data.transactionId,
          reference: data.reference,
          type: 'inflows',
          subtype: data.subtype,
          effective_date: data.date,
          amount: data.amount,
          account: data.account.kind === 'cash' ? 'Cash' : data.account.bankAccountId,
          description: data.description ?? null,
          entity_id: data.entityId ?? null,
          position: event.position.toString(),
          recorded_at: event.recordedAt,
        }),
      );
    },
  },
});
