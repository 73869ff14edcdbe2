import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { daysOf, Decimal } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { documentKindTotals, type DashboardDocumentKind } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { businessCurrency } from '../business-currency.js';
import { GetTransactionGraphQuery, type TransactionGraphDay } from './get-transaction-graph.query.js';

/** The answer's name of each kind's series. */
const SERIES: Record<DashboardDocumentKind, Exclude<keyof TransactionGraphDay, 'date'>> = {
  sales: 'sales',
  purchases: 'purchases',
  expenses: 'expenses',
  inflows: 'moneyIn',
  outflows: 'moneyOut',
};

/**
 * The graph from the documents read model, summed per day and kind in SQL (NUMERIC) by the very
 * query the dashboard's overview graph uses, so the two agree to the last kobo.
 */
@QueryHandler(GetTransactionGraphQuery)
export class GetTransactionGraphHandler implements IQueryHandler<GetTransactionGraphQuery, TransactionGraphDay[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, window, kinds }: GetTransactionGraphQuery): Promise<TransactionGraphDay[]> {
    const db = this.runtime.pool;
    const { scale } = await businessCurrency(db, businessId);
    const totals = await documentKindTotals(db, businessId, window, { groupBy: 'day', kinds });
    const amount = new Map(totals.map((row) => [`${row.kind} ${row.period}`, row.total]));
    return daysOf(window).map((date) => {
      const day: TransactionGraphDay = { date };
      for (const kind of kinds) day[SERIES[kind]] = new Decimal(amount.get(`${kind} ${date}`) ?? 0).toFixed(scale);
      return day;
    });
  }
}
