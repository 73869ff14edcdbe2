import { Command } from '@nestjs/cqrs';
import type { AssetForm } from '@ledgerline/ledger';
import type { AssetView } from '@ledgerline/projections';
import type { ImageUpload } from '../../../catalogue/images/product-images.js';
import type { BusinessCommandBase } from '../../../event-sourcing/append-business-events.js';

export interface CreatedAsset {
  asset: AssetView;
  position: string;
}

export class CreateAssetCommand extends Command<CreatedAsset> implements BusinessCommandBase {
  constructor(
    readonly businessId: string,
    readonly form: AssetForm,
    /** The uploaded picture, checked by its content; stored with the decision. */
    readonly image: ImageUpload | undefined,
    readonly idempotency: BusinessCommandBase['idempotency'],
    readonly requestMetadata: BusinessCommandBase['requestMetadata'],
  ) {
    super();
  }
}
