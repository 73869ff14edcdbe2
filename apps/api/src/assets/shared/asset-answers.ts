import { getAsset, type AssetView, type Queryable } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';

/** One of the business's assets, or 404 (another business's asset is not found either). */
export async function requireAssetView(db: Queryable, businessId: string, assetId: string): Promise<AssetView> {
  const asset = await getAsset(db, businessId, assetId);
  if (!asset) throw new AppError(404, 'ASSET_NOT_FOUND', 'Asset not found');
  return asset;
}
