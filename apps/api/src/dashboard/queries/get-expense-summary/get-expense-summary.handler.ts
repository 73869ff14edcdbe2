import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Decimal } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { periodAccountTotals } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { moneyText } from '../../figures-format.js';
import { EXPENSE_ACCOUNT_CODES, expenseCategories } from '../../ledger-figures.js';
import { periodLabels } from '../../periods.js';
import { GetExpenseSummaryQuery, type ExpenseSummary } from './get-expense-summary.query.js';

@QueryHandler(GetExpenseSummaryQuery)
export class GetExpenseSummaryHandler implements IQueryHandler<GetExpenseSummaryQuery, ExpenseSummary> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, period, groupBy, knownAt }: GetExpenseSummaryQuery): Promise<ExpenseSummary> {
    const { currency, scale } = await businessCurrency(this.runtime.pool, businessId);
    const rows = await periodAccountTotals(this.runtime.pool, businessId, { ...period, knownAt }, { byDay: true, accountCodes: EXPENSE_ACCOUNT_CODES });
    const byPeriod = new Map<string, Decimal>();
    for (const row of rows) {
      const label = groupBy === 'day' ? (row.day as string) : (row.day as string).slice(0, 7);
      byPeriod.set(label, (byPeriod.get(label) ?? new Decimal(0)).plus(row.debit).minus(row.credit));
    }
    const categories = expenseCategories(rows);
    return {
      currency,
      startDate: period.from,
      endDate: period.to,
      groupBy,
      knownAt: knownAt ?? null,
      total: moneyText(
        categories.reduce((sum, category) => sum.plus(category.amount), new Decimal(0)),
        scale,
      ),
      series: periodLabels(period, groupBy).map((label) => ({ period: label, total: moneyText(byPeriod.get(label), scale) })),
      categories: categories.map((category) => ({ ...category, amount: moneyText(category.amount, scale) })),
    };
  }
}
