import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { listBankAccounts, listTransactions } from '@ledgerline/projections';
import { toCsv } from '../../../common/csv/csv-writer.js';
import { RUNTIME } from '../../../runtime.token.js';
import { businessCurrency } from '../business-currency.js';
import { toTransactionView } from '../transaction-view.js';
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
    const { currency, scale } = await businessCurrency(this.runtime.pool, query.businessId);
    const [{ rows }, banks] = await Promise.all([
      listTransactions(this.runtime.pool, query.businessId, query.list.filter, query.list.order, { limit: EXPORT_ROW_LIMIT, offset: 0 }),
      listBankAccounts(this.runtime.pool, query.businessId),
    ]);
    // The account as the owner knows it: "Cash" or the bank's name, never a bank account's id.
    const bankNames = new Map(banks.map((bank) => [bank.bankAccountId, bank.bankName]));
    const accountName = (account: string | null): string => {
      if (!account) return '';
      if (account.toLowerCase() === 'cash') return 'Cash';
      return bankNames.get(account) ?? 'Bank';
    };
    const lines = rows.map((row) => {
      const view = toTransactionView(row, currency, scale);
      return [
        view.date,
        view.reference,
        view.type,
        view.subtype,
        view.status,
        view.description,
        view.entity?.name ?? view.entity?.id ?? '',
        accountName(view.account),
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
