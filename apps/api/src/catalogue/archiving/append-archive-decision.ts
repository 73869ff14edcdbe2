import { randomUUID } from 'node:crypto';
import { businessStream, type Queryable } from '@ledgerline/projections';
import type { CommandExecutor } from '../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../event-sourcing/domain-events.js';
import type { IdempotencyContext } from '../../common/http/idempotency.js';
import type { RequestMetadata } from '../../common/http/request-metadata.js';

/** What archive and restore answer: the position to read after. */
export interface ArchiveOutcome {
  position: string;
}

/**
 * Appends an archive or restore decision to the business's stream. The record's state is read
 * inside the append, under the stream lock, so two clicks at once cannot both archive.
 */
export async function appendArchiveDecision(
  executor: CommandExecutor,
  businessId: string,
  idempotency: IdempotencyContext,
  meta: RequestMetadata,
  decide: (db: Queryable) => Promise<readonly { type: string; data: unknown }[]>,
): Promise<ArchiveOutcome> {
  const outcome = await executor.execute({
    stream: businessStream(businessId),
    idempotencyKey: idempotency.key,
    fingerprint: idempotency.fingerprint,
    metadata: {
      businessId,
      userId: meta.userId,
      correlationId: meta.correlationId,
      ip: meta.ip,
      commandId: randomUUID(),
      occurredAt: new Date().toISOString(),
    },
    decide: async (db) => toNewEvents(await decide(db)),
  });
  return { position: outcome.position.toString() };
}
