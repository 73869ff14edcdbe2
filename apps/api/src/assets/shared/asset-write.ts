import { randomUUID } from 'node:crypto';
import { businessStream, type Queryable } from '@ledgerline/projections';
import type { IdempotencyContext } from '../../common/http/idempotency.js';
import type { RequestMetadata } from '../../common/http/request-metadata.js';
import type { CommandExecutor } from '../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../event-sourcing/domain-events.js';

/** What every asset command carries: whose business, the request's key and fingerprint, who sent it. */
export interface AssetCommandBase {
  businessId: string;
  idempotency: IdempotencyContext;
  requestMetadata: RequestMetadata;
}

/**
 * Appends what an asset decider decides on the business's stream, the decision read inside the
 * append (under the stream lock), so a tag check or a sale of the last unit never races another.
 */
export async function appendAssetEvents(
  executor: CommandExecutor,
  command: AssetCommandBase,
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
