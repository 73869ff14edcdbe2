import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { recentDocuments } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { knownDocuments } from '../../known-at.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { moneyText } from '../../figures-format.js';
import { GetRecentTransactionsQuery, type RecentTransaction } from './get-recent-transactions.query.js';

/** Spec 002 §3: the list types and their labels; anything else is 'Others' (000 §3). */
const TYPE_LABELS: Readonly<Record<string, string>> = {
  sales: 'Sales',
  purchases: 'Purchases',
  expenses: 'Expenses',
  inflows: 'Money In',
  outflows: 'Money Out',
  transfer: 'Transfer',
  assets_purchase: 'Assets Purchase',
  assets_sale: 'Assets Sales',
};

export const typeLabel = (type: string): string => TYPE_LABELS[type] ?? 'Others';

/** The latest posted documents (voided ones are not shown), newest date first. */
@QueryHandler(GetRecentTransactionsQuery)
export class GetRecentTransactionsHandler implements IQueryHandler<GetRecentTransactionsQuery, RecentTransaction[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, limit, knownAt }: GetRecentTransactionsQuery): Promise<RecentTransaction[]> {
    const { scale } = await businessCurrency(this.runtime.pool, businessId);
    const known = await knownDocuments(this.runtime, businessId, knownAt);
    const rows = await recentDocuments(this.runtime.pool, businessId, limit, known);
    return rows.map((row) => ({
      id: row.transactionId,
      reference: row.reference,
      itemsNames: (Array.isArray(row.items) ? row.items : [])
        .map((item) => (typeof item?.name === 'string' ? item.name : ''))
        .filter(Boolean)
        .join(', '),
      description: row.description,
      date: row.date,
      staffName: row.staffName,
      amount: moneyText(row.amount, scale),
      type: typeLabel(row.type),
    }));
  }
}
