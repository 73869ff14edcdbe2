import { Query } from '@nestjs/cqrs';
import type { ParsedListQuery } from '../transaction-list-filter.js';

export interface TransactionsCsv {
  filename: string;
  csv: string;
}

/** The filtered list (every page, up to the export's limit) as CSV. */
export class ExportTransactionsQuery extends Query<TransactionsCsv> {
  constructor(
    readonly businessId: string,
    readonly list: ParsedListQuery,
    readonly today: string,
  ) {
    super();
  }
}
