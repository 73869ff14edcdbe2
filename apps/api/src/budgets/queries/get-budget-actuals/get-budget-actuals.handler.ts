import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { budgetVsActual } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { findBudget, monthlyProfitAndLossMovements } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { budgetNotFound } from '../../shared/budget-not-found.js';
import { businessCurrency } from '../../shared/business-currency.js';
import { GetBudgetActualsQuery, type BudgetActuals } from './get-budget-actuals.query.js';

/**
 * The budget, then its year's profit-and-loss movements per account and month from the journal
 * lines (one query), compared by the ledger's pure budgetVsActual.
 */
@QueryHandler(GetBudgetActualsQuery)
export class GetBudgetActualsHandler implements IQueryHandler<GetBudgetActualsQuery, BudgetActuals> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, budgetId }: GetBudgetActualsQuery): Promise<BudgetActuals> {
    const pool = this.runtime.pool;
    const budget = (await findBudget(pool, businessId, budgetId)) ?? budgetNotFound();
    const [movements, currency] = await Promise.all([
      monthlyProfitAndLossMovements(pool, businessId, budget.startDate, budget.endDate),
      businessCurrency(pool, businessId),
    ]);
    return { budget, currency, ...budgetVsActual(budget, movements, currency) };
  }
}
