import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { listProducts } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { pagedAnswer, type PagedAnswer } from '../paging.js';
import { productView, type ProductView } from '../../views/product-view.js';
import { ListProductsQuery } from './list-products.query.js';

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery, PagedAnswer<ProductView>> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, filter }: ListProductsQuery): Promise<PagedAnswer<ProductView>> {
    const { items, total } = await listProducts(this.runtime.pool, businessId, filter);
    return pagedAnswer(items.map(productView), total, filter);
  }
}
