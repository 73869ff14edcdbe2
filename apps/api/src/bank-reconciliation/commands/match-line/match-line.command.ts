import { Command } from '@nestjs/cqrs';
import type { BankCommandBase } from '../../shared/bank-write.js';

export interface LineMatched {
  lineId: string;
  entryIds: string[];
  position: string;
}

export class MatchLineCommand extends Command<LineMatched> implements BankCommandBase {
  constructor(
    readonly businessId: string,
    readonly lineId: string,
    readonly entryIds: string[],
    readonly idempotency: BankCommandBase['idempotency'],
    readonly requestMetadata: BankCommandBase['requestMetadata'],
  ) {
    super();
  }
}
