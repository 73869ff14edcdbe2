import type { RequestActor } from '../common/access/actor.js';
import type { IdempotencyContext } from '../common/http/idempotency.js';
import type { RequestMetadata } from '../common/http/request-metadata.js';
import { businessToday } from '../common/calendar/business-today.js';

/** What every point-of-sale command carries: whose business, who acts (the cashier), the request's key and metadata. */
export interface PosCommandBase {
  businessId: string;
  actor: Pick<RequestActor, 'userId' | 'role' | 'access'>;
  idempotency: IdempotencyContext;
  requestMetadata: RequestMetadata;
}

/** The business's date today (YYYY-MM-DD, Lagos), for a till that sends no date. */
export const today = (): string => businessToday();

/** `customer` as the till sends it: the contact id, or the POS customer object (spec 002 §3) whose id it is. */
export function customerIdOf(customer: unknown): unknown {
  if (customer !== null && typeof customer === 'object' && !Array.isArray(customer))
    return (customer as { id?: unknown; _id?: unknown }).id ?? (customer as { _id?: unknown })._id;
  return customer;
}
