import { Command } from '@nestjs/cqrs';
import type { ProductionCommandBase } from '../../production-command.js';
import type { ProduceDto } from './produce.dto.js';

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
    readonly body: ProduceDto,
    readonly idempotency: ProductionCommandBase['idempotency'],
    readonly requestMetadata: ProductionCommandBase['requestMetadata'],
  ) {
    super();
  }
}
