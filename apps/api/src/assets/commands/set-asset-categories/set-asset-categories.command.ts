import { Command } from '@nestjs/cqrs';
import type { AssetCommandBase } from '../../shared/asset-write.js';

export class SetAssetCategoriesCommand extends Command<{ position: string }> implements AssetCommandBase {
  constructor(
    readonly businessId: string,
    /** `[{ name, group, lifespan }]`, read by the ledger. */
    readonly categories: unknown,
    readonly idempotency: AssetCommandBase['idempotency'],
    readonly requestMetadata: AssetCommandBase['requestMetadata'],
  ) {
    super();
  }
}
