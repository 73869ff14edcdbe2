import { Query } from '@nestjs/cqrs';
import type { ProductKind } from '@ledgerline/ledger';
import type { ProductView } from '../../views/product-view.js';

export class SearchProductsQuery extends Query<ProductView[]> {
  constructor(
    readonly businessId: string,
    readonly filter: { q: string; kind?: ProductKind; limit: number },
  ) {
    super();
  }
}
