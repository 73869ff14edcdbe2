import { Command } from '@nestjs/cqrs';
import type { PosCommandBase } from '../../pos-command.js';

export class DeleteParkedSaleCommand extends Command<{ id: string; position: string }> implements PosCommandBase {
  constructor(
    readonly businessId: string,
    readonly parkedSaleId: string,
    readonly actor: PosCommandBase['actor'],
    readonly idempotency: PosCommandBase['idempotency'],
    readonly requestMetadata: PosCommandBase['requestMetadata'],
  ) {
    super();
  }
}
