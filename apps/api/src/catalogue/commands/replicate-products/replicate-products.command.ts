import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

/** A business to make the product in, with its own opening quantity. */
export interface ReplicaTarget {
  businessId: string;
  quantity?: unknown;
}

export interface Replica {
  business: string;
  productId: string;
  /** The append's position in that business's stream. */
  position: string;
}

export class ReplicateProductsCommand extends Command<Replica[]> {
  constructor(
    readonly businessId: string,
    readonly userId: string,
    readonly productId: string,
    readonly targets: readonly ReplicaTarget[],
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
