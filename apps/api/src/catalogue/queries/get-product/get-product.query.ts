import { Query } from '@nestjs/cqrs';
import type { ProductKind } from '@ledgerline/ledger';
import type { ProductView } from '../../views/product-view.js';

/** One product or service of the business; `kind` narrows it (GET /services/:id). Another business's id: 404. */
export class GetProductQuery extends Query<ProductView> {
  constructor(
    readonly businessId: string,
    readonly productId: string,
    readonly kind?: ProductKind,
  ) {
    super();
  }
}
