import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { findProduct } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { productView, type ProductView } from '../../views/product-view.js';
import { GetProductQuery } from './get-product.query.js';

@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery, ProductView> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, productId, kind }: GetProductQuery): Promise<ProductView> {
    const row = await findProduct(this.runtime.pool, businessId, productId);
    if (!row || (kind && row.kind !== kind)) {
      throw new AppError(404, kind === 'service' ? 'SERVICE_NOT_FOUND' : 'PRODUCT_NOT_FOUND', `There is no such ${kind ?? 'product'}`);
    }
    return productView(row);
  }
}
