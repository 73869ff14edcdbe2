import { Command } from '@nestjs/cqrs';
import type { PosSaleCommand } from '@ledgerline/ledger';
import type { PosCommandBase } from '../../pos-command.js';

/** A counter sale as the ledger reads it, before the handler gives it its id, reference, cashier and time. */
export type PosSaleInput = Omit<PosSaleCommand, 'transactionId' | 'reference' | 'userId' | 'recordedAt'>;

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
    readonly sale: PosSaleInput,
    /** The till's own reference, when it sent one; the append makes one otherwise. */
    readonly requestedReference: string | undefined,
    readonly actor: PosCommandBase['actor'],
    readonly idempotency: PosCommandBase['idempotency'],
    readonly requestMetadata: PosCommandBase['requestMetadata'],
  ) {
    super();
  }
}
