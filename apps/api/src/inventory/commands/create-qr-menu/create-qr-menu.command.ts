import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

export class CreateQrMenuCommand extends Command<{ id: string; url: string; position: string }> {
  constructor(
    readonly businessId: string,
    readonly menu: { name: unknown; description?: unknown; items: { product: string; price?: unknown }[] },
    readonly idempotency: IdempotencyContext,
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
