import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { findProduct } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { loadProductImage } from '../../images/product-images.js';
import { GetProductImageQuery } from './get-product-image.query.js';

@QueryHandler(GetProductImageQuery)
export class GetProductImageHandler implements IQueryHandler<GetProductImageQuery, { contentType: string; bytes: Buffer }> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, productId }: GetProductImageQuery): Promise<{ contentType: string; bytes: Buffer }> {
    const product = await findProduct(this.runtime.pool, businessId, productId);
    if (!product) throw new AppError(404, 'PRODUCT_NOT_FOUND', 'There is no such product');
    const image = product.image && (await loadProductImage(this.runtime.pool, businessId, product.image.sha256));
    if (!image) throw new AppError(404, 'IMAGE_NOT_FOUND', 'This product has no image');
    return image;
  }
}
