import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { documentKindTotals, listKnownDocuments, listTransactions } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { toTransactionView, transactionViewContext } from '../../../transactions/queries/transaction-view.js';
import { moneyText } from '../../figures-format.js';
import { knownDocuments } from '../../known-at.js';
import { ListReportTransactionsQuery, type ReportTransactions } from './list-report-transactions.query.js';

/** The transaction lists' rows (same view), posted only, bounded by the period; as known at `knownAt` when given. */
@QueryHandler(ListReportTransactionsQuery)
export class ListReportTransactionsHandler implements IQueryHandler<ListReportTransactionsQuery, ReportTransactions> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, type, period, page, knownAt }: ListReportTransactionsQuery): Promise<ReportTransactions> {
    const db = this.runtime.pool;
    const context = await transactionViewContext(db, businessId);
    const { currency, scale } = context;
    const known = await knownDocuments(this.runtime, businessId, knownAt);
    const [totals] = await documentKindTotals(db, businessId, period, { kinds: [type] }, known);
    const slice = { limit: page.limit, offset: (page.page - 1) * page.limit };
    const { rows, total } = known
      ? await listKnownDocuments(db, businessId, { from: period.from, to: period.to, type }, slice, known)
      : await listTransactions(db, businessId, { from: period.from, to: period.to, types: [type], status: 'posted' }, { sort: 'date', mode: 'desc' }, slice);
    return {
      currency,
      startDate: period.from,
      endDate: period.to,
      totals: {
        count: totals?.count ?? 0,
        total: moneyText(totals?.total, scale),
        paid: moneyText(totals?.paid, scale),
        balanceDue: moneyText(totals?.balanceDue, scale),
      },
      data: rows.map((row) => toTransactionView(row, context)),
      page: page.page,
      limit: page.limit,
      total,
      totalPages: Math.ceil(total / page.limit),
    };
  }
}
