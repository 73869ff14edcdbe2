import { Command } from '@nestjs/cqrs';
import type { AssetCommandBase } from '../../shared/asset-write.js';

export class ArchiveAssetCommand extends Command<{ position: string }> implements AssetCommandBase {
  constructor(
    readonly businessId: string,
    readonly assetId: string,
    readonly idempotency: AssetCommandBase['idempotency'],
    readonly requestMetadata: AssetCommandBase['requestMetadata'],
  ) {
    super();
  }
}
