import {
  budgetPeriod,
  budgetSideOf,
  formatAmount,
  isCurrencyCode,
  sumAmounts,
  type BudgetKind,
  type BudgetLine,
  type BudgetState,
  type CurrencyCode,
  type MonthlyMovement,
} from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

/** A budget as the API answers it: its lines with twelve amounts each, at the business's currency's scale. */
export interface BudgetView {
  id: string;
  name: string;
  kind: BudgetKind;
  firstMonth: string;
  /** First day of the first month and last day of the twelfth (YYYY-MM-DD). */
  startDate: string;
  endDate: string;
  lines: BudgetLine[];
  /** The year's budgeted income (credit-normal lines) and costs and expenses (the others). */
  totalIncome: string;
  totalExpense: string;
  createdAt: string;
  updatedAt: string;
}

interface BudgetDbRow {
  budget_id: string;
  name: string;
  kind: BudgetKind;
  first_month: string;
  created_at: Date;
  updated_at: Date;
}

interface LineDbRow {
  budget_id: string;
  account_code: string;
  /** numeric[] read as text[]: pg would turn numeric arrays into floats. */
  amounts: string[];
}

async function currencyOf(db: Queryable, businessId: string): Promise<CurrencyCode> {
  const rows = await execute<{ currency: string }>(db, sql.table('businesses').select('currency').where({ business_id: businessId }));
  const currency = rows[0]?.currency.trim();
  return isCurrencyCode(currency) ? currency : 'NGN';
}

/** Budgets of a business, newest first (of one kind when given), with their lines; archived ones never. */
export async function listBudgets(db: Queryable, businessId: string, kind?: BudgetKind, budgetId?: string): Promise<BudgetView[]> {
  const query = sql
    .table('budgets')
    .select('budget_id', 'name', 'kind', 'first_month', 'created_at', 'updated_at')
    .where({ business_id: businessId, deleted: false })
    .orderBy([{ column: 'position', order: 'desc' }]);
  if (kind) query.andWhere({ kind });
  if (budgetId !== undefined) query.andWhere({ budget_id: budgetId });
  const budgets = await execute<BudgetDbRow>(db, query);
  if (budgets.length === 0) return [];
  const [lines, currency] = await Promise.all([
    execute<LineDbRow>(
      db,
      sql
        .table('budget_lines')
        .select('budget_id', 'account_code', sql.raw('amounts::text[] AS amounts'))
        .where({ business_id: businessId })
        .whereIn(
          'budget_id',
          budgets.map((row) => row.budget_id),
        )
        .orderBy(['budget_id', 'line_no']),
    ),
    currencyOf(db, businessId),
  ]);
  const linesOf = new Map<string, BudgetLine[]>();
  for (const line of lines) {
    const list = linesOf.get(line.budget_id) ?? [];
    list.push({ account: line.account_code, amounts: line.amounts.map((amount) => formatAmount(amount, currency)) });
    linesOf.set(line.budget_id, list);
  }
  return budgets.map((row) => {
    const budgetLines = linesOf.get(row.budget_id) ?? [];
    const total = (income: boolean) =>
      formatAmount(sumAmounts(budgetLines.filter((line) => (budgetSideOf(line.account) === 'income') === income).flatMap((line) => line.amounts)), currency);
    return {
      id: row.budget_id,
      name: row.name,
      kind: row.kind,
      firstMonth: row.first_month,
      ...budgetPeriod(row.first_month),
      lines: budgetLines,
      totalIncome: total(true),
      totalExpense: total(false),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  });
}

/** One budget of the business, or undefined (another business's, or archived). */
export async function findBudget(db: Queryable, businessId: string, budgetId: string): Promise<BudgetView | undefined> {
  return (await listBudgets(db, businessId, undefined, budgetId))[0];
}

/** What the budget deciders need: its kind and whether it was archived; undefined when the business has none of that id. */
export async function loadBudgetState(db: Queryable, businessId: string, budgetId: string): Promise<BudgetState | undefined> {
  const rows = await execute<{ kind: BudgetKind; deleted: boolean }>(
    db,
    sql.table('budgets').select('kind', 'deleted').where({ business_id: businessId, budget_id: budgetId }),
  );
  return rows[0] && { kind: rows[0].kind, deleted: rows[0].deleted };
}

/**
 * The movements of the profit-and-loss accounts (4xxx–6xxx) per account and month between two
 * dates, from the journal lines: one query, summed by PostgreSQL (numeric, exact).
 */
export async function monthlyProfitAndLossMovements(db: Queryable, businessId: string, startDate: string, endDate: string): Promise<MonthlyMovement[]> {
  const rows = await execute<{ account_code: string; month: string; debit: string; credit: string }>(
    db,
    sql.raw(
      `SELECT account_code, to_char(effective_date, 'YYYY-MM') AS month, sum(debit)::text AS debit, sum(credit)::text AS credit
         FROM journal_lines
        WHERE business_id = ? AND effective_date BETWEEN ?::date AND ?::date AND account_code >= '4' AND account_code < '7'
        GROUP BY 1, 2
        ORDER BY 1, 2`,
      [businessId, startDate, endDate],
    ),
  );
  return rows.map((row) => ({ account: row.account_code, month: row.month, debit: row.debit, credit: row.credit }));
}
