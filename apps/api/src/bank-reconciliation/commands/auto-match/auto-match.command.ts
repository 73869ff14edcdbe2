import { Command } from '@nestjs/cqrs';
import type { BankCommandBase } from '../../shared/bank-write.js';

export interface AutoMatched {
  /** Lines paired by this run (0 when nothing was left to pair). */
  matched: number;
  position: string;
}

export class AutoMatchCommand extends Command<AutoMatched> implements BankCommandBase {
  constructor(
    readonly businessId: string,
    readonly bankAccountId: string,
    readonly endDate: string | undefined,
    readonly idempotency: BankCommandBase['idempotency'],
    readonly requestMetadata: BankCommandBase['requestMetadata'],
  ) {
    super();
  }
}
