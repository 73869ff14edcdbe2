import type { NewEvent } from '@ledgerline/event-store';
import type { Queryable } from '@ledgerline/projections';
import type { CommandExecutor, CommandOutcome } from '../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../event-sourcing/domain-events.js';
import type { IdempotencyContext } from '../../common/http/idempotency.js';
import type { RequestMetadata } from '../../common/http/request-metadata.js';
import { writeToBusiness } from '../../businesses/commands/business-write.js';

/** What every bank statement and reconciliation command carries: whose business, the request's key and fingerprint, who sent it. */
export interface BankCommandBase {
  businessId: string;
  idempotency: IdempotencyContext;
  requestMetadata: RequestMetadata;
}

/**
 * Appends what a statement or match decision decides on the business's stream, decided inside the
 * append (under the stream lock), so two uploads of one statement or two matches of one line
 * cannot both pass their checks. A replay answers from the events the first request appended.
 */
export function appendBankEvents(
  executor: CommandExecutor,
  command: BankCommandBase,
  decide: (db: Queryable) => Promise<{ type: string; data: unknown }[]>,
): Promise<CommandOutcome> {
  return writeToBusiness(executor, command, async (db): Promise<NewEvent[]> => toNewEvents(await decide(db)));
}
