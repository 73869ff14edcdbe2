import { Command } from '@nestjs/cqrs';
import type { RequestActor } from '../../../common/access/actor.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { ProductView } from '../../views/product-view.js';
import type { ProductSubmission } from './product-submission.js';

export interface CreatedProduct {
  product: ProductView;
  /** The variants created with it (a product with variants), in the order sent. */
  variants: ProductView[];
  /** The opening stock's StockIntroduced transaction, when there was one. */
  stockTransaction: { id: string; reference: string } | null;
  position: string;
}

export class CreateProductCommand extends Command<CreatedProduct> {
  constructor(
    readonly businessId: string,
    readonly actor: RequestActor,
    readonly submission: ProductSubmission,
    readonly idempotencyKey: string | undefined,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
