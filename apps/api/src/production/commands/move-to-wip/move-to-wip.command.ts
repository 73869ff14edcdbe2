import { Command } from '@nestjs/cqrs';
import type { ProductionCommandBase } from '../../production-command.js';
import type { MoveToWipDto } from './move-to-wip.dto.js';

export class MoveToWipCommand extends Command<{ id: string; reference: string; amount: string; position: string }> implements ProductionCommandBase {
  constructor(
    readonly businessId: string,
    readonly body: MoveToWipDto,
    readonly idempotency: ProductionCommandBase['idempotency'],
    readonly requestMetadata: ProductionCommandBase['requestMetadata'],
  ) {
    super();
  }
}
