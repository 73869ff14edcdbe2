import { Command } from '@nestjs/cqrs';
import type { ProductionCommandBase } from '../../production-command.js';
import type { CreateRawMaterialDto } from './create-raw-material.dto.js';

export class CreateRawMaterialCommand extends Command<{ id: string; sku: string; position: string }> implements ProductionCommandBase {
  constructor(
    readonly businessId: string,
    readonly body: CreateRawMaterialDto,
    readonly idempotency: ProductionCommandBase['idempotency'],
    readonly requestMetadata: ProductionCommandBase['requestMetadata'],
  ) {
    super();
  }
}
