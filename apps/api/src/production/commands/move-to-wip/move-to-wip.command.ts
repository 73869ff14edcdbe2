import { Command } from '@nestjs/cqrs';
import type { MoveToWipCommand as MoveToWipDecision } from '@ledgerline/ledger';
import type { ProductionCommandBase } from '../../production-command.js';

/** The move as the ledger reads it, before the append gives it its id and reference. */
export type MoveToWipInput = Omit<MoveToWipDecision, 'transactionId' | 'reference'>;

export class MoveToWipCommand extends Command<{ id: string; reference: string; amount: string; position: string }> implements ProductionCommandBase {
  constructor(
    readonly businessId: string,
    readonly move: MoveToWipInput,
    readonly idempotency: ProductionCommandBase['idempotency'],
    readonly requestMetadata: ProductionCommandBase['requestMetadata'],
  ) {
    super();
  }
}
