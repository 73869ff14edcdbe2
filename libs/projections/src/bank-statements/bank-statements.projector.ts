import type { BankStatementImportedData, BankStatementLineMatchedData, BankStatementLineUnmatchedData, BankStatementRemovedData } from '@ledgerline/events';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/** Lines per INSERT: a statement may have 10,000 lines, and PostgreSQL takes at most 65,535 parameters a statement. */
const CHUNK = 1000;

/**
 * Bank statements, their lines and the lines' matches with book entries
 * (docs/bank-reconciliation.md). A removed statement keeps its rows (`removed`), its matches go.
 * A line imported again after its statement was removed is the same line (its id comes from its
 * content): its row is taken over by the new statement. Times are the events' own, so a rebuild
 * reproduces every row.
 */
export const bankStatementsProjector = defineProjector({
  name: 'bank-statements',
  version: 1,
  tables: ['bank_statements', 'bank_statement_lines', 'bank_statement_matches'],
  handlers: {
    async BankStatementImported(event, ctx) {
      const data = event.data as BankStatementImportedData;
      const business_id = businessIdOfStream(event.stream);
      const position = event.position.toString();
      await ctx.execute(
        ctx
          .table('bank_statements')
          .insert({
            business_id,
            statement_id: data.statementId,
            bank_account_id: data.bankAccountId,
            file_name: data.fileName,
            start_date: data.startDate,
            end_date: data.endDate,
            opening_balance: data.openingBalance,
            closing_balance: data.closingBalance,
            line_count: data.lines.length,
            imported_at: event.recordedAt,
            removed: false,
            position,
          })
          .onConflict(['business_id', 'statement_id'])
          .merge(),
      );
      for (let start = 0; start < data.lines.length; start += CHUNK) {
        const rows = data.lines.slice(start, start + CHUNK).map((line, index) => ({
          business_id,
          line_id: line.lineId,
          statement_id: data.statementId,
          bank_account_id: data.bankAccountId,
          date: line.date,
          description: line.description,
          reference: line.reference,
          amount: line.amount,
          balance: line.balance,
          position,
          ordinal: start + index + 1,
          removed: false,
        }));
        await ctx.execute(ctx.table('bank_statement_lines').insert(rows).onConflict(['business_id', 'line_id']).merge());
      }
    },
    async BankStatementRemoved(event, ctx) {
      const data = event.data as BankStatementRemovedData;
      const business_id = businessIdOfStream(event.stream);
      await ctx.execute(ctx.table('bank_statements').where({ business_id, statement_id: data.statementId }).update({ removed: true }));
      await ctx.execute(
        ctx
          .table('bank_statement_matches')
          .where({ business_id })
          .whereIn('line_id', ctx.table('bank_statement_lines').select('line_id').where({ business_id, statement_id: data.statementId }))
          .delete(),
      );
      await ctx.execute(ctx.table('bank_statement_lines').where({ business_id, statement_id: data.statementId }).update({ removed: true }));
    },
    async BankStatementLineMatched(event, ctx) {
      const data = event.data as BankStatementLineMatchedData;
      const business_id = businessIdOfStream(event.stream);
      await ctx.execute(
        ctx.table('bank_statement_matches').insert(
          data.entryIds.map((entry_id) => ({
            business_id,
            line_id: data.lineId,
            entry_id,
            bank_account_id: data.bankAccountId,
            matched_at: event.recordedAt,
            auto: data.auto,
          })),
        ),
      );
    },
    async BankStatementLineUnmatched(event, ctx) {
      const data = event.data as BankStatementLineUnmatchedData;
      await ctx.execute(
        ctx
          .table('bank_statement_matches')
          .where({ business_id: businessIdOfStream(event.stream), line_id: data.lineId })
          .delete(),
      );
    },
  },
});
