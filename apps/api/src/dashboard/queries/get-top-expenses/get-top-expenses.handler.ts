import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { periodAccountTotals } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { moneyText } from '../../figures-format.js';
import { EXPENSE_ACCOUNT_CODES, expenseCategories } from '../../ledger-figures.js';
import { GetTopExpensesQuery, type TopExpense } from './get-top-expenses.query.js';

/** The largest expense categories over the period, from the ledger's expense accounts (cost of sales included). */
@QueryHandler(GetTopExpensesQuery)
export class GetTopExpensesHandler implements IQueryHandler<GetTopExpensesQuery, TopExpense[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, period, limit, knownAt }: GetTopExpensesQuery): Promise<TopExpense[]> {
    const { scale } = await businessCurrency(this.runtime.pool, businessId);
    const totals = await periodAccountTotals(this.runtime.pool, businessId, { ...period, knownAt }, { accountCodes: EXPENSE_ACCOUNT_CODES });
    // A net credit on an expense account (stock found on a count) is no expense to show here.
    return expenseCategories(totals)
      .filter((category) => category.amount.gt(0))
      .slice(0, limit)
      .map((category) => ({ amount: moneyText(category.amount, scale), subtype: category.subtype, name: category.name, accountCode: category.accountCode }));
  }
}
