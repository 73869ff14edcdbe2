import { Command } from '@nestjs/cqrs';
import type { PosCommandBase } from '../../pos-command.js';

export interface ParkedSale {
  id: string;
  status: 'parked';
  position: string;
}

/** A cart parked to finish later (`status: parked` on POST /pos/create or /pos/create/new). */
export class ParkSaleCommand extends Command<ParkedSale> implements PosCommandBase {
  constructor(
    readonly businessId: string,
    readonly cart: { items: unknown; customer?: unknown; discount?: unknown; discountType?: unknown; tax?: unknown; note?: unknown; registerId?: unknown },
    readonly actor: PosCommandBase['actor'],
    readonly idempotency: PosCommandBase['idempotency'],
    readonly requestMetadata: PosCommandBase['requestMetadata'],
  ) {
    super();
  }
}
