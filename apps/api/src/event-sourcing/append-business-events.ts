import { randomUUID } from 'node:crypto';
import { businessStream, type Queryable } from '@ledgerline/projections';
import type { IdempotencyContext } from '../common/http/idempotency.js';
import type { RequestMetadata } from '../common/http/request-metadata.js';
import type { CommandExecutor } from './command-executor.js';
import { toNewEvents } from './domain-events.js';

/** What a command on one business's stream carries: whose business, the request's key and fingerprint, who sent it. */
export interface BusinessCommandBase {
  businessId: string;
  idempotency: IdempotencyContext;
  requestMetadata: RequestMetadata;
}

/**
 * Appends what a decider decides on the business's stream, the decision read inside the append
 * (under the stream lock), so two commands never decide on the same state (an asset's last unit, a
 * journal's reversal). A replay of the same Idempotency-Key answers the events it appended.
 */
export async function appendBusinessEvents(
  executor: CommandExecutor,
  command: BusinessCommandBase,
  decide: (db: Queryable) => Promise<{ type: string; data: unknown }[]>,
  effectiveDate?: unknown,
): Promise<{ events: { type: string; data: unknown }[]; position: string }> {
  const { businessId, requestMetadata } = command;
  const outcome = await executor.execute({
    stream: businessStream(businessId),
    idempotencyKey: command.idempotency.key,
    fingerprint: command.idempotency.fingerprint,
    metadata: {
      businessId,
      userId: requestMetadata.userId,
      correlationId: requestMetadata.correlationId,
      ip: requestMetadata.ip,
      commandId: randomUUID(),
      occurredAt: new Date().toISOString(),
      ...(typeof effectiveDate === 'string' ? { effectiveDate } : {}),
    },
    async decide(db) {
      return toNewEvents(await decide(db));
    },
  });
  return { events: outcome.events.map((event) => ({ type: event.type, data: event.data })), position: outcome.position.toString() };
}
