import type { IdempotencyContext } from '../common/http/idempotency.js';
import type { RequestMetadata } from '../common/http/request-metadata.js';
import { businessToday } from '../common/calendar/business-today.js';

/** What every production command carries: whose business, the request's key and who sent it. */
export interface ProductionCommandBase {
  businessId: string;
  idempotency: IdempotencyContext;
  requestMetadata: RequestMetadata;
}

/** The business's date today, for a batch or a move sent without one. */
export const today = (): string => businessToday();
