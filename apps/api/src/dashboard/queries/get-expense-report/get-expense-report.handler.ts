import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Decimal } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { periodAccountTotals } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { moneyText } from '../../figures-format.js';
import { EXPENSE_ACCOUNT_CODES, expenseCategories } from '../../ledger-figures.js';
import { GetExpenseReportQuery, type ExpenseReport } from './get-expense-report.query.js';

/** From the ledger's expense accounts (cost of sales included): the categories add up to the profit and loss's expenses. */
@QueryHandler(GetExpenseReportQuery)
export class GetExpenseReportHandler implements IQueryHandler<GetExpenseReportQuery, ExpenseReport> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, period, knownAt }: GetExpenseReportQuery): Promise<ExpenseReport> {
    const { currency, scale } = await businessCurrency(this.runtime.pool, businessId);
    const categories = expenseCategories(
      await periodAccountTotals(this.runtime.pool, businessId, { ...period, knownAt }, { accountCodes: EXPENSE_ACCOUNT_CODES }),
    );
    const total = categories.reduce((sum, category) => sum.plus(category.amount), new Decimal(0));
    return {
      currency,
      startDate: period.from,
      endDate: period.to,
      knownAt: knownAt ?? null,
      total: moneyText(total, scale),
      categories: categories.map((category) => ({
        ...category,
        amount: moneyText(category.amount, scale),
        percent: total.isZero() ? '0.00' : category.amount.times(100).div(total).toFixed(2),
      })),
    };
  }
}
