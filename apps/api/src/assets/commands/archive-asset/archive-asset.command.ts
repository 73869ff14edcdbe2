import { Command } from '@nestjs/cqrs';
import type { BusinessCommandBase } from '../../../event-sourcing/append-business-events.js';

export class ArchiveAssetCommand extends Command<{ position: string }> implements BusinessCommandBase {
  constructor(
    readonly businessId: string,
    readonly assetId: string,
    readonly idempotency: BusinessCommandBase['idempotency'],
    readonly requestMetadata: BusinessCommandBase['requestMetadata'],
  ) {
    super();
  }
}
