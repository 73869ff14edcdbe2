import type { LedgerEvent } from '@ledgerline/ledger';
import type { CommandExecutor } from '../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../event-sourcing/domain-events.js';
import type { IdempotencyContext } from '../../common/http/idempotency.js';
import type { RequestMetadata } from '../../common/http/request-metadata.js';
import type { Queryable } from '@ledgerline/projections';
import { writeToBusiness } from '../../businesses/commands/business-write.js';

/** What every budget command carries: whose business, the request's key and fingerprint, who sent it. */
export interface BudgetCommandBase {
  businessId: string;
  idempotency: IdempotencyContext;
  requestMetadata: RequestMetadata;
}

/** What a budget write answers: the budget's id (a replay's is the first request's) and the position to read after. */
export interface BudgetWritten {
  id: string;
  position: string;
}

/**
 * Appends what a budget decider decides on the business's stream, decided inside the append (under
 * the stream lock). The id comes from the events appended, so an idempotent replay answers the id
 * the first request created, not a fresh one.
 */
export async function appendBudgetEvents(
  executor: CommandExecutor,
  command: BudgetCommandBase,
  decide: (db: Queryable) => Promise<LedgerEvent[]>,
): Promise<BudgetWritten> {
  const outcome = await writeToBusiness(executor, command, async (db) => toNewEvents(await decide(db)));
  const data = outcome.events[0]?.data as { budgetId?: string } | undefined;
  return { id: data?.budgetId ?? '', position: outcome.position.toString() };
}
