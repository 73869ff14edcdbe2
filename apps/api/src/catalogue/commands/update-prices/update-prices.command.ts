import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

/** New prices of one product; an absent price stays. */
export interface PriceChange {
  productId: string;
  sellingPrice?: unknown;
  buyingPrice?: unknown;
}

export interface UpdatedPrices {
  updated: number;
  position: string;
}

export class UpdatePricesCommand extends Command<UpdatedPrices> {
  constructor(
    readonly businessId: string,
    readonly changes: readonly PriceChange[],
    readonly idempotency: IdempotencyContext,
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
