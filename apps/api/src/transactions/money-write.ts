import { randomUUID } from 'node:crypto';
import { businessStream, existingContacts, type Queryable } from '@ledgerline/projections';
import type { IdempotencyContext } from '../common/http/idempotency.js';
import type { RequestMetadata } from '../common/http/request-metadata.js';
import { CommandExecutor } from '../event-sourcing/command-executor.js';
import { toNewEvents } from '../event-sourcing/domain-events.js';
import type { RecordedTransaction } from './documents/recorded-transaction.js';
import { assignReference } from './references.js';

/** What every command that records one document carries: whose business, the request's key and who sent it. */
export interface DocumentCommandBase {
  businessId: string;
  idempotency: IdempotencyContext;
  requestMetadata: RequestMetadata;
}

/**
 * Records one document on the business's stream: a fresh id, a reference (the client's, unless
 * taken, or a generated one), the decision inside the append (so it reads the read models the
 * append follows), and the `{ id, reference, position }` every document command answers.
 */
export async function recordDocument<Answer = RecordedTransaction>(
  executor: CommandExecutor,
  command: DocumentCommandBase,
  document: { date?: unknown; reference?: string },
  decide: (db: Queryable, ids: { transactionId: string; reference: string }) => Promise<{ type: string; data: unknown }[]>,
  /** What the command answers; `{ id, reference, position }` unless a document adds more (a sale its total). */
  answer: (recorded: RecordedTransaction, data: unknown) => Answer = (recorded) => recorded as Answer,
): Promise<Answer> {
  const { businessId, requestMetadata } = command;
  const transactionId = randomUUID();
  const outcome = await executor.execute({
    stream: businessStream(businessId),
    idempotencyKey: command.idempotency.key,
    fingerprint: command.idempotency.fingerprint,
    metadata: {
      businessId,
      userId: requestMetadata.userId,
      correlationId: requestMetadata.correlationId,
      ip: requestMetadata.ip,
      commandId: transactionId,
      occurredAt: new Date().toISOString(),
      ...(typeof document.date === 'string' ? { effectiveDate: document.date } : {}),
    },
    async decide(db) {
      const reference = await assignReference(db, businessId, document.reference);
      return toNewEvents(await decide(db, { transactionId, reference }));
    },
  });
  const recorded = outcome.events[0].data as { transactionId: string; reference: string };
  return answer({ id: recorded.transactionId, reference: recorded.reference, position: outcome.position.toString() }, recorded);
}

/** `contactExists` for a decider, knowing the one contact a document names (read inside the append). */
export async function contactCheck(db: Queryable, businessId: string, entity: unknown): Promise<(contactId: string) => boolean> {
  const ids = typeof entity === 'string' && entity.trim() !== '' ? [entity.trim()] : [];
  const known = await existingContacts(db, businessId, ids);
  return (contactId) => known.has(contactId);
}
