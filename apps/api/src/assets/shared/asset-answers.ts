import type { ProductImage } from '@ledgerline/ledger';
import { getAsset, type AssetView, type Queryable } from '@ledgerline/projections';
import type { ImageUpload } from '../../catalogue/images/product-images.js';
import { AppError } from '../../common/errors/app-error.js';

/** What the events say of an uploaded picture: its key and type, never its bytes. */
export const imageOf = (image: ImageUpload): ProductImage => ({ sha256: image.sha256, contentType: image.contentType, size: image.size });

/** One of the business's assets, or 404 (another business's asset is not found either). */
export async function requireAssetView(db: Queryable, businessId: string, assetId: string): Promise<AssetView> {
  const asset = await getAsset(db, businessId, assetId);
  if (!asset) throw new AppError(404, 'ASSET_NOT_FOUND', 'Asset not found');
  return asset;
}
