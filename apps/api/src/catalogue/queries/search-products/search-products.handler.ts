import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { searchProducts } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { productView, type ProductView } from '../../views/product-view.js';
import { SearchProductsQuery } from './search-products.query.js';

@QueryHandler(SearchProductsQuery)
export class SearchProductsHandler implements IQueryHandler<SearchProductsQuery, ProductView[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, filter }: SearchProductsQuery): Promise<ProductView[]> {
    return (await searchProducts(this.runtime.pool, businessId, filter)).map(productView);
  }
}
