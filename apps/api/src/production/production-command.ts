import type { IdempotencyContext } from '../common/http/idempotency.js';
import type { RequestMetadata } from '../common/http/request-metadata.js';

/** What every production command carries: whose business, the request's key and who sent it. */
export interface ProductionCommandBase {
  businessId: string;
  idempotency: IdempotencyContext;
  requestMetadata: RequestMetadata;
}

export const today = (): string => new Date().toISOString().slice(0, 10);
