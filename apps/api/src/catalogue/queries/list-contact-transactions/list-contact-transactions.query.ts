import { Query } from '@nestjs/cqrs';
import type { TransactionView } from '../../../transactions/queries/transaction-view.js';

export interface ContactTransactionsPage {
  rows: TransactionView[];
  total: number;
}

export class ListContactTransactionsQuery extends Query<ContactTransactionsPage> {
  constructor(
    readonly businessId: string,
    readonly contactId: string,
    readonly filter: { startDate?: string; endDate?: string; page: number; limit: number },
  ) {
    super();
  }
}
