import { Command } from '@nestjs/cqrs';
import type { BankCommandBase } from '../../shared/bank-write.js';

export interface StatementRemoved {
  statementId: string;
  position: string;
}

export class RemoveStatementCommand extends Command<StatementRemoved> implements BankCommandBase {
  constructor(
    readonly businessId: string,
    readonly statementId: string,
    readonly idempotency: BankCommandBase['idempotency'],
    readonly requestMetadata: BankCommandBase['requestMetadata'],
  ) {
    super();
  }
}
