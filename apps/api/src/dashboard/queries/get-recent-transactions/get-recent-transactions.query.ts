import { Query } from '@nestjs/cqrs';

/** Spec 000 §3 "Recent transaction". */
export interface RecentTransaction {
  id: string;
  reference: string;
  /** The items' names, comma-separated ('' when the document has no items). */
  itemsNames: string;
  description: string | null;
  /** Effective date, YYYY-MM-DD. */
  date: string;
  /** Who recorded it (null when unknown). */
  staffName: string | null;
  amount: string;
  /** The list type's label, as the transactions list shows it: Sale, Purchase, Expense, Money in, Money out, Transfer, Asset purchase, Asset sale; else Other. */
  type: string;
}

export class GetRecentTransactionsQuery extends Query<RecentTransaction[]> {
  constructor(
    readonly businessId: string,
    readonly limit: number,
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
