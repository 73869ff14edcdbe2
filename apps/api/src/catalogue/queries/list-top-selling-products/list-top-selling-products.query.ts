import { Query } from '@nestjs/cqrs';

export interface TopSellingProduct {
  _id: string;
  name: string | null;
  /** product or service. */
  kind: string | null;
  /** Quantity sold, net of voids. */
  quantity: string;
  /** What the sold lines came to, at the currency's scale. */
  amount: string;
}

export class ListTopSellingProductsQuery extends Query<TopSellingProduct[]> {
  constructor(
    readonly businessId: string,
    readonly window: { from?: string; to?: string },
    readonly limit: number,
  ) {
    super();
  }
}
