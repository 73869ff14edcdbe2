import { Command } from '@nestjs/cqrs';
import type { PlanStatus } from '@ledgerline/ledger';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { StartTrialDto } from './start-trial.dto.js';

export interface StartedTrial {
  planStatus: PlanStatus;
  position: string;
}

export class StartTrialCommand extends Command<StartedTrial> {
  constructor(
    readonly businessId: string,
    readonly input: StartTrialDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
