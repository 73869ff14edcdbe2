import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { recentDocuments } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { knownDocuments } from '../../known-at.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { moneyText } from '../../figures-format.js';
import { GetRecentTransactionsQuery, type RecentTransaction } from './get-recent-transactions.query.js';

/**
 * The list types (spec 002 §3) named as the transactions list names them (the web client's
 * lib/transaction-types.ts), so a sale reads 'Sale' on the dashboard and in the list; anything
 * else is 'Other' (000 §3).
 */
const TYPE_LABELS: Readonly<Record<string, string>> = {
  sales: 'Sale',
  purchases: 'Purchase',
  expenses: 'Expense',
  inflows: 'Money in',
  outflows: 'Money out',
  transfer: 'Transfer',
  assets_purchase: 'Asset purchase',
  assets_sale: 'Asset sale',
};

export const typeLabel = (type: string): string => TYPE_LABELS[type] ?? 'Other';

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
