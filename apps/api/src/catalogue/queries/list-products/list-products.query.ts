import { Query } from '@nestjs/cqrs';
import type { ProductKind } from '@ledgerline/ledger';
import type { PagedAnswer } from '../paging.js';
import type { ProductView } from '../../views/product-view.js';

export class ListProductsQuery extends Query<PagedAnswer<ProductView>> {
  constructor(
    readonly businessId: string,
    readonly filter: { kind?: ProductKind; q?: string; page: number; limit: number },
  ) {
    super();
  }
}

/** PRODUCT → product, SERVICE → service, ALL/BOTH/absent → both. */
export function kindFilter(type: string | undefined): ProductKind | undefined {
  const upper = type?.toUpperCase();
  return upper === 'PRODUCT' ? 'product' : upper === 'SERVICE' ? 'service' : undefined;
}
