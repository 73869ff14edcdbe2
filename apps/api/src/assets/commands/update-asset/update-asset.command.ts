import { Command } from '@nestjs/cqrs';
import type { AssetForm } from '@ledgerline/ledger';
import type { AssetView } from '@ledgerline/projections';
import type { ImageUpload } from '../../../catalogue/images/product-images.js';
import type { AssetCommandBase } from '../../shared/asset-write.js';

export class UpdateAssetCommand extends Command<{ asset: AssetView; position: string }> implements AssetCommandBase {
  constructor(
    readonly businessId: string,
    readonly assetId: string,
    readonly form: AssetForm,
    /** The uploaded picture, checked by its content; stored with the decision. */
    readonly image: ImageUpload | undefined,
    readonly idempotency: AssetCommandBase['idempotency'],
    readonly requestMetadata: AssetCommandBase['requestMetadata'],
  ) {
    super();
  }
}
