import { Command } from '@nestjs/cqrs';
import type { CreateRawMaterialCommand as CreateRawMaterialDecision } from '@ledgerline/ledger';
import type { ProductionCommandBase } from '../../production-command.js';

/** A raw material as the ledger reads it (SKU as sent, maybe none), and the day of its opening stock. */
export type RawMaterialInput = Omit<CreateRawMaterialDecision, 'rawMaterialId' | 'openingStock'> & { date?: unknown };

export class CreateRawMaterialCommand extends Command<{ id: string; sku: string; position: string }> implements ProductionCommandBase {
  constructor(
    readonly businessId: string,
    readonly material: RawMaterialInput,
    readonly idempotency: ProductionCommandBase['idempotency'],
    readonly requestMetadata: ProductionCommandBase['requestMetadata'],
  ) {
    super();
  }
}
