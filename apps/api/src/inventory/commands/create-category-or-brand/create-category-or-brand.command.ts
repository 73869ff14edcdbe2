import { Command } from '@nestjs/cqrs';
import type { ProductLabelKind } from '@ledgerline/ledger';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

export class CreateCategoryOrBrandCommand extends Command<{ id: string; position: string }> {
  constructor(
    readonly businessId: string,
    readonly kind: ProductLabelKind,
    readonly name: unknown,
    readonly description: unknown,
    readonly idempotency: IdempotencyContext,
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
