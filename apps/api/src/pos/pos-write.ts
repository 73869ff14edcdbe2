import { randomUUID } from 'node:crypto';
import { businessStream, type Queryable } from '@ledgerline/projections';
import { CommandExecutor } from '../event-sourcing/command-executor.js';
import { toNewEvents } from '../event-sourcing/domain-events.js';
import { assignReference } from '../transactions/references.js';
import type { PosCommandBase } from './pos-command.js';

/**
 * Appends what a point-of-sale command decided on the business's stream: a fresh id, a reference
 * when the command records a document, and the decision inside the append (so it reads the
 * registers and stock the append follows). Answers every event appended, so a command whose
 * Idempotency-Key was already used answers from the events first recorded.
 */
export async function appendPosCommand(
  executor: CommandExecutor,
  command: PosCommandBase,
  options: { effectiveDate?: string; reference?: string | false },
  decide: (db: Queryable, ids: { id: string; reference: string }) => Promise<{ type: string; data: unknown }[]>,
): Promise<{ events: { type: string; data: unknown }[]; position: string }> {
  const { businessId, requestMetadata } = command;
  const id = randomUUID();
  const outcome = await executor.execute({
    stream: businessStream(businessId),
    idempotencyKey: command.idempotency.key,
    fingerprint: command.idempotency.fingerprint,
    metadata: {
      businessId,
      userId: command.actor.userId,
      correlationId: requestMetadata.correlationId,
      ip: requestMetadata.ip,
      commandId: id,
      occurredAt: new Date().toISOString(),
      ...(options.effectiveDate ? { effectiveDate: options.effectiveDate } : {}),
    },
    async decide(db) {
      const reference = options.reference === false ? '' : await assignReference(db, businessId, options.reference);
      return toNewEvents(await decide(db, { id, reference }));
    },
  });
  return { events: outcome.events.map((event) => ({ type: event.type, data: event.data })), position: outcome.position.toString() };
}
