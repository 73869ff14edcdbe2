import { Query } from '@nestjs/cqrs';
import type { DocumentItem } from '@ledgerline/ledger';

export interface TransactionProducts {
  id: string;
  reference: string;
  type: string;
  status: 'posted' | 'voided';
  date: string;
  items: DocumentItem[];
}

/** The items of a sale or purchase, found by its reference (spec 002 §5: product lookup by transaction reference). */
export class GetTransactionProductsQuery extends Query<TransactionProducts> {
  constructor(
    readonly businessId: string,
    readonly reference: string,
    readonly type: string,
    readonly canSee: (type: string) => boolean,
  ) {
    super();
  }
}
