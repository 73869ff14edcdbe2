import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { loadProductImage } from '../../../catalogue/images/product-images.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { requireAssetView } from '../../shared/asset-answers.js';
import { GetAssetImageQuery } from './get-asset-image.query.js';

/** The asset's uploaded picture: the asset read first (another business's is 404), then its bytes from the image store. */
@QueryHandler(GetAssetImageQuery)
export class GetAssetImageHandler implements IQueryHandler<GetAssetImageQuery, { contentType: string; bytes: Buffer }> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, assetId }: GetAssetImageQuery): Promise<{ contentType: string; bytes: Buffer }> {
    const asset = await requireAssetView(this.runtime.pool, businessId, assetId);
    const image = asset.image && (await loadProductImage(this.runtime.pool, businessId, asset.image.sha256));
    if (!image) throw new AppError(404, 'IMAGE_NOT_FOUND', 'This asset has no image');
    return image;
  }
}
