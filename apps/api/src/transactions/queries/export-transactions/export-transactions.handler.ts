import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { listTransactions } from '@ledgerline/projections';
import { toCsv } from '../../../common/csv/csv-writer.js';
import { RUNTIME } from '../../../runtime.token.js';
import { toTransactionView, transactionViewContext } from '../transaction-view.js';
import { ExportTransactionsQuery, type TransactionsCsv } from './export-transactions.query.js';

/** More than a spreadsheet user wants in one file; narrow the filter for the rest. */
export const EXPORT_ROW_LIMIT = 50_000;

const HEADER = [
  'Date',
  'Reference',
  'Type',
  'Subtype',
  'Status',
  'Description',
  'Entity',
  'Account',
  'Currency',
  'Amount',
  'Paid',
  'Balance due',
  'Due date',
  'Recorded at',
];

@QueryHandler(ExportTransactionsQuery)
export class ExportTransactionsHandler implements IQueryHandler<ExportTransactionsQuery, TransactionsCsv> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: ExportTransactionsQuery): Promise<TransactionsCsv> {
    const [{ rows }, context] = await Promise.all([
      listTransactions(this.runtime.pool, query.businessId, query.list.filter, query.list.order, { limit: EXPORT_ROW_LIMIT, offset: 0 }),
      transactionViewContext(this.runtime.pool, query.businessId),
    ]);
    const lines = rows.map((row) => {
      const view = toTransactionView(row, context);
      return [
        view.date,
        view.reference,
        view.type,
        view.subtype,
        view.status,
        view.description,
        view.entity?.name ?? view.entity?.id ?? '',
        // The account as the owner knows it: "Cash" or the bank account's name, never its id.
        view.accountName,
        view.currency,
        view.amount,
        view.paid,
        view.balanceDue,
        view.dueDate,
        view.recordedAt,
      ];
    });
    return { filename: `transactions-${query.today}.csv`, csv: toCsv([HEADER, ...lines], { quoteEveryCell: true }) };
  }
}
