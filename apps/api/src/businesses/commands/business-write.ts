import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@ledgerline/event-store';
import { businessStream, type Queryable } from '@ledgerline/projections';
import type { CommandExecutor, CommandOutcome } from '../../event-sourcing/command-executor.js';
import type { IdempotencyContext } from '../../common/http/idempotency.js';
import type { RequestMetadata } from '../../common/http/request-metadata.js';

/** What a settings change answers: whether anything changed (an unchanged form appends nothing) and the position to read after. */
export interface BusinessChangeResult {
  changed: boolean;
  position: string;
}

/** One decision on the business's stream, with the request's idempotency key and audit metadata. */
export function writeToBusiness(
  executor: CommandExecutor,
  command: { businessId: string; idempotency: IdempotencyContext; requestMetadata: RequestMetadata },
  decide: (db: Queryable) => Promise<NewEvent[]>,
): Promise<CommandOutcome> {
  const { businessId, idempotency, requestMetadata } = command;
  return executor.execute({
    stream: businessStream(businessId),
    idempotencyKey: idempotency.key,
    fingerprint: idempotency.fingerprint,
    metadata: {
      businessId,
      userId: requestMetadata.userId,
      correlationId: requestMetadata.correlationId,
      ip: requestMetadata.ip,
      ...(requestMetadata.adminId ? { adminId: requestMetadata.adminId } : {}),
      commandId: randomUUID(),
      occurredAt: new Date().toISOString(),
    },
    decide,
  });
}

export const changeResult = (outcome: CommandOutcome): BusinessChangeResult => ({ changed: outcome.events.length > 0, position: outcome.position.toString() });
