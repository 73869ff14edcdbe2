import { Query } from '@nestjs/cqrs';

/** Spec 000 §3 "Top customer". */
export interface TopCustomer {
  _id: string;
  firstName: string | null;
  lastName: string | null;
  /** When the customer last bought (ISO 8601). */
  updatedAt: string;
  /** Their posted sales, all time (decimal string). */
  sales_amount: string;
}

export class GetTopCustomersQuery extends Query<TopCustomer[]> {
  constructor(
    readonly businessId: string,
    readonly limit: number,
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
