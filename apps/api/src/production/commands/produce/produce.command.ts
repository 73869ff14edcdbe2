import { Command } from '@nestjs/cqrs';
import type { ProduceCommand as ProduceDecision } from '@ledgerline/ledger';
import type { ProductionCommandBase } from '../../production-command.js';

/** The batch as the ledger reads it, before the append gives it its id and reference. */
export type BatchInput = Omit<ProduceDecision, 'transactionId' | 'reference'>;

export interface ProducedBatch {
  id: string;
  reference: string;
  position: string;
  total: string;
  outputs: { id: string; name: string; quantity: string; price: string; value: string }[];
}

export class ProduceCommand extends Command<ProducedBatch> implements ProductionCommandBase {
  constructor(
    readonly businessId: string,
    readonly batch: BatchInput,
    readonly idempotency: ProductionCommandBase['idempotency'],
    readonly requestMetadata: ProductionCommandBase['requestMetadata'],
  ) {
    super();
  }
}
