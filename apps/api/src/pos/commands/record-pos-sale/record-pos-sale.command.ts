import { Command } from '@nestjs/cqrs';
import type { PosCommandBase } from '../../pos-command.js';
import type { RecordPosSaleDto } from './record-pos-sale.dto.js';

export interface RecordedPosSale {
  id: string;
  reference: string;
  position: string;
  registerId: string;
  amount: string;
  amountCollected: string;
  change: string;
  amountRemaining: string;
}

export class RecordPosSaleCommand extends Command<RecordedPosSale> implements PosCommandBase {
  constructor(
    readonly businessId: string,
    readonly body: RecordPosSaleDto,
    readonly actor: PosCommandBase['actor'],
    readonly idempotency: PosCommandBase['idempotency'],
    readonly requestMetadata: PosCommandBase['requestMetadata'],
  ) {
    super();
  }
}
