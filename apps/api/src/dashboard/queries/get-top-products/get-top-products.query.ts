import { Query } from '@nestjs/cqrs';

/** Spec 000 §3 "Top product". */
export interface TopProduct {
  _id: string;
  name: string | null;
  /** product or service. */
  kind: string | null;
  /** Quantity sold, net of voids. */
  sales_qty: string;
  /** Average selling price per unit: sales_cost / sales_qty, at the currency's scale. */
  sales_avg: string;
  /** What the sold lines came to (quantity × price, before document discounts and tax). */
  sales_cost: string;
}

export class GetTopProductsQuery extends Query<TopProduct[]> {
  constructor(
    readonly businessId: string,
    readonly limit: number,
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
