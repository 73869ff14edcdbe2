import { Command } from '@nestjs/cqrs';
import type { BusinessCommandBase } from '../../../event-sourcing/append-business-events.js';

export class SetAssetCategoriesCommand extends Command<{ position: string }> implements BusinessCommandBase {
  constructor(
    readonly businessId: string,
    /** `[{ name, group, lifespan }]`, read by the ledger. */
    readonly categories: unknown,
    readonly idempotency: BusinessCommandBase['idempotency'],
    readonly requestMetadata: BusinessCommandBase['requestMetadata'],
  ) {
    super();
  }
}
