import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@ledgerline/event-store';
import type { RequestMetadata } from '../common/http/request-metadata.js';

/** Who changed the team, when: the audit trail of every team event. */
export function teamEventMetadata(businessId: string, meta: RequestMetadata, now: string, commandId: string = randomUUID()): EventMetadata {
  return { businessId, userId: meta.userId, correlationId: meta.correlationId, ip: meta.ip, commandId, occurredAt: now };
}

/** For commands sent without an Idempotency-Key: the store only compares fingerprints of keyed appends. */
export const UNKEYED = '';
