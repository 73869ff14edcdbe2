import { Command } from '@nestjs/cqrs';
import type { BankCommandBase } from '../../shared/bank-write.js';

export interface LineUnmatched {
  lineId: string;
  position: string;
}

export class UnmatchLineCommand extends Command<LineUnmatched> implements BankCommandBase {
  constructor(
    readonly businessId: string,
    readonly lineId: string,
    readonly idempotency: BankCommandBase['idempotency'],
    readonly requestMetadata: BankCommandBase['requestMetadata'],
  ) {
    super();
  }
}
