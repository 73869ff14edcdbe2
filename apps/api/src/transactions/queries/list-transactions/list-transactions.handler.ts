import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { listTransactions, type TransactionListFilter } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { toTransactionView, transactionViewContext } from '../transaction-view.js';
import { ListTransactionsQuery, type TransactionPage } from './list-transactions.query.js';

/** The screen's types and the client's filter together: a client filter outside the screen's types finds nothing. */
export function scopedFilter(filter: TransactionListFilter, scope: ListTransactionsQuery['scope']): TransactionListFilter {
  const scoped: TransactionListFilter = { ...filter };
  if (scope.types) scoped.types = filter.types ? filter.types.filter((type) => scope.types!.includes(type)) : scope.types;
  if (scope.excludeTypes) scoped.excludeTypes = [...(filter.excludeTypes ?? []), ...scope.excludeTypes];
  return scoped;
}

@QueryHandler(ListTransactionsQuery)
export class ListTransactionsHandler implements IQueryHandler<ListTransactionsQuery, TransactionPage> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: ListTransactionsQuery): Promise<TransactionPage> {
    const context = await transactionViewContext(this.runtime.pool, query.businessId);
    const { filter, order, limit, page } = query.list;
    const { rows, total } = await listTransactions(this.runtime.pool, query.businessId, scopedFilter(filter, query.scope), order, {
      limit,
      offset: (page - 1) * limit,
    });
    return { data: rows.map((row) => toTransactionView(row, context)), page, limit, total, totalPages: Math.ceil(total / limit) };
  }
}
