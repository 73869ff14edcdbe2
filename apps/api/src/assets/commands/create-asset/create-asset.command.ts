import { Command } from '@nestjs/cqrs';
import type { AssetForm } from '@ledgerline/ledger';
import type { AssetView } from '@ledgerline/projections';
import type { AssetCommandBase } from '../../shared/asset-write.js';

export interface CreatedAsset {
  asset: AssetView;
  position: string;
}

export class CreateAssetCommand extends Command<CreatedAsset> implements AssetCommandBase {
  constructor(
    readonly businessId: string,
    readonly form: AssetForm,
    readonly idempotency: AssetCommandBase['idempotency'],
    readonly requestMetadata: AssetCommandBase['requestMetadata'],
  ) {
    super();
  }
}
