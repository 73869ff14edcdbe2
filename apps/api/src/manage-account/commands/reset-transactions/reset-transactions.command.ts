import { Command } from '@nestjs/cqrs';
import type { RequestActor } from '../../../common/access/actor.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { OwnerConfirmation } from '../../confirmation/owner-confirmation.js';
import type { TransactionResetOutcome } from '../../resets/reset-writes.js';

export class ResetTransactionsCommand extends Command<TransactionResetOutcome> {
  constructor(
    readonly actor: RequestActor,
    readonly confirmation: OwnerConfirmation,
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
