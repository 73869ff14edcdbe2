import { Command } from '@nestjs/cqrs';
import type { EditableProductField } from '@ledgerline/ledger';
import type { RequestActor } from '../../../common/access/actor.js';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { ProductView } from '../../views/product-view.js';

export interface UpdatedProduct {
  product: ProductView;
  position: string;
}

export class UpdateProductCommand extends Command<UpdatedProduct> {
  constructor(
    readonly businessId: string,
    readonly actor: RequestActor,
    readonly productId: string,
    /** The given fields only: absent ones stay as they are. */
    readonly changes: Partial<Record<EditableProductField, unknown>>,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
