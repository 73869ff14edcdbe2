import type { RecordedEvent } from '@ledgerline/event-store';
import type { BudgetCreatedData, BudgetDeletedData, BudgetLine, BudgetUpdatedData } from '@ledgerline/ledger';
import { defineProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/** A budget's lines as rows, in the order given (line_no keeps it). */
async function writeLines(ctx: ProjectionContext, event: RecordedEvent, budgetId: string, lines: readonly BudgetLine[]): Promise<void> {
  const business_id = businessIdOfStream(event.stream);
  await ctx.execute(ctx.table('budget_lines').where({ business_id, budget_id: budgetId }).delete());
  if (lines.length === 0) return;
  await ctx.execute(
    ctx
      .table('budget_lines')
      .insert(lines.map((line, index) => ({ business_id, budget_id: budgetId, line_no: index + 1, account_code: line.account, amounts: line.amounts }))),
  );
}

/**
 * Budgets and their lines (docs/budgets.md). An update replaces the lines; a deletion archives the
 * budget (the row stays, `deleted`). Times are the events' own, so a rebuild reproduces every row.
 */
export const budgetsProjector = defineProjector({
  name: 'budgets',
  version: 1,
  tables: ['budgets', 'budget_lines'],
  handlers: {
    async BudgetCreated(event, ctx) {
      const data = event.data as BudgetCreatedData;
      await ctx.execute(
        ctx.table('budgets').insert({
          business_id: businessIdOfStream(event.stream),
          budget_id: data.budgetId,
          name: data.name,
          kind: data.kind,
          first_month: data.firstMonth,
          deleted: false,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
          position: event.position.toString(),
          changed_position: event.position.toString(),
        }),
      );
      await writeLines(ctx, event, data.budgetId, data.lines);
    },
    async BudgetUpdated(event, ctx) {
      const data = event.data as BudgetUpdatedData;
      await ctx.execute(
        ctx
          .table('budgets')
          .where({ business_id: businessIdOfStream(event.stream), budget_id: data.budgetId })
          .update({ name: data.name, first_month: data.firstMonth, updated_at: event.recordedAt, changed_position: event.position.toString() }),
      );
      await writeLines(ctx, event, data.budgetId, data.lines);
    },
    async BudgetDeleted(event, ctx) {
      const data = event.data as BudgetDeletedData;
      await ctx.execute(
        ctx
          .table('budgets')
          .where({ business_id: businessIdOfStream(event.stream), budget_id: data.budgetId })
          .update({ deleted: true, updated_at: event.recordedAt, changed_position: event.position.toString() }),
      );
    },
  },
});
