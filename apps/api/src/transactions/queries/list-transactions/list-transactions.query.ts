import { Query } from '@nestjs/cqrs';
import type { ParsedListQuery } from '../transaction-list-filter.js';
import type { TransactionView } from '../transaction-view.js';

export interface TransactionPage {
  data: TransactionView[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A page of the business's transactions; `scope` narrows the list to one screen's types (sales, …, others). */
export class ListTransactionsQuery extends Query<TransactionPage> {
  constructor(
    readonly businessId: string,
    readonly list: ParsedListQuery,
    readonly scope: { types?: readonly string[]; excludeTypes?: readonly string[] } = {},
  ) {
    super();
  }
}
