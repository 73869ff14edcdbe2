import { Command } from '@nestjs/cqrs';
import type { PlanStatus, StartTrialCommand as LedgerStartTrial } from '@ledgerline/ledger';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

export interface StartedTrial {
  planStatus: PlanStatus;
  position: string;
}

/** The plan and period as the ledger's decider reads them (it names a bad one); the time is the handler's. */
export type TrialInput = Omit<LedgerStartTrial, 'now'>;

export class StartTrialCommand extends Command<StartedTrial> {
  constructor(
    readonly businessId: string,
    readonly input: TrialInput,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
