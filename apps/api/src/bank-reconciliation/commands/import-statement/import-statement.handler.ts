import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_STATEMENT_IMPORTED, type BankStatementImportedData } from '@ledgerline/events';
import { readBankStatement, statementLineNames, type StatementRowError } from '@ledgerline/ledger';
import { derivedId, type Runtime } from '@ledgerline/platform';
import { importedLineIds } from '@ledgerline/projections';
import { readCsvRecords } from '../../../common/csv/csv-reader.js';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { businessCurrency, requireBankAccount } from '../../shared/bank-context.js';
import { alreadyImported } from '../../shared/bank-errors.js';
import { appendBankEvents } from '../../shared/bank-write.js';
import { ImportStatementCommand, type StatementImported } from './import-statement.command.js';

/** The file's records by row: records[i] is row i + 1, rows csv-parse skipped (blank, or inside a quoted field) empty, so the domain's row numbers are the file's. */
function recordsByRow(text: string): { records: string[][]; errors: StatementRowError[] } {
  const records: string[][] = [];
  const errors: StatementRowError[] = [];
  for (const record of readCsvRecords(text)) {
    while (records.length < record.line - 1) records.push([]);
    if (record.error) errors.push({ row: record.line, message: `Row ${record.line}: ${record.error}` });
    records[record.line - 1] = record.error ? [] : record.fields;
  }
  return { records, errors };
}

function invalid(errors: StatementRowError[]): AppError {
  const first = errors[0]?.message ?? 'The statement cannot be read';
  const message = errors.length > 1 ? `${first} (and ${errors.length - 1} more)` : first;
  return new AppError(
    400,
    'STATEMENT_INVALID',
    message,
    errors.map((error) => ({ field: 'statement', row: error.row, message: error.message })),
  );
}

/**
 * Reads the statement (the ledger's readBankStatement), then, under the stream lock, keeps the
 * lines not imported yet (their ids come from their content) and books them as one statement
 * whose id comes from the business, the account and those lines: the same upload twice, even at
 * once, books once (the second finds every line imported: 409).
 */
@CommandHandler(ImportStatementCommand)
export class ImportStatementHandler implements ICommandHandler<ImportStatementCommand, StatementImported> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute(command: ImportStatementCommand): Promise<StatementImported> {
    const { businessId, upload } = command;
    const pool = this.runtime.pool;
    const account = await requireBankAccount(pool, businessId, upload.fields.bankAccountId);
    const currency = await businessCurrency(pool, businessId);
    const { records, errors: csvErrors } = recordsByRow(upload.text);
    const reading = readBankStatement(records, { currency, closingBalance: upload.fields.closingBalance });
    if (!reading.ok || csvErrors.length > 0) {
      const errors = [...csvErrors, ...(reading.ok ? [] : reading.errors)].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
      throw invalid(errors);
    }
    const ids = statementLineNames(account.bankAccountId, reading.lines).map(derivedId);

    const outcome = await appendBankEvents(this.executor, command, async (db) => {
      // Again under the lock: the account may have been removed since.
      await requireBankAccount(db, businessId, account.bankAccountId);
      const imported = await importedLineIds(db, businessId, ids);
      const fresh = reading.lines.map((line, index) => ({ line, lineId: ids[index] })).filter(({ lineId }) => !imported.has(lineId));
      if (fresh.length === 0) throw alreadyImported();
      const statementId = derivedId(JSON.stringify(['bank-statement', businessId, account.bankAccountId, fresh.map(({ lineId }) => lineId)]));
      const data: BankStatementImportedData = {
        statementId,
        bankAccountId: account.bankAccountId,
        fileName: upload.fileName,
        startDate: reading.startDate,
        endDate: reading.endDate,
        openingBalance: reading.openingBalance,
        closingBalance: reading.closingBalance,
        lines: fresh.map(({ line, lineId }) => ({
          lineId,
          date: line.date,
          description: line.description,
          reference: line.reference,
          amount: line.amount,
          balance: line.balance,
        })),
      };
      return [{ type: BANK_STATEMENT_IMPORTED, data }];
    });
    // From the event appended (a replay's is the first request's).
    const data = outcome.events[0].data as BankStatementImportedData;
    return {
      statementId: data.statementId,
      lines: data.lines.length,
      skipped: reading.lines.length - data.lines.length,
      startDate: data.startDate,
      endDate: data.endDate,
      position: outcome.position.toString(),
    };
  }
}
