import { Command } from '@nestjs/cqrs';
import type { BankCommandBase } from '../../shared/bank-write.js';
import type { StatementUpload } from './read-statement-upload.js';

/** What an import answers: the statement's id, the lines it brought, and those skipped as already imported. */
export interface StatementImported {
  statementId: string;
  lines: number;
  skipped: number;
  startDate: string;
  endDate: string;
  position: string;
}

export class ImportStatementCommand extends Command<StatementImported> implements BankCommandBase {
  constructor(
    readonly businessId: string,
    readonly upload: StatementUpload,
    readonly idempotency: BankCommandBase['idempotency'],
    readonly requestMetadata: BankCommandBase['requestMetadata'],
  ) {
    super();
  }
}
