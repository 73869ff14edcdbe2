import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRecordExpense } from '@ledgerline/ledger';
import { loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { contactCheck, recordDocument } from '../../money-write.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import { RecordExpenseCommand } from './record-expense.command.js';

@CommandHandler(RecordExpenseCommand)
export class RecordExpenseHandler implements ICommandHandler<RecordExpenseCommand, RecordedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: RecordExpenseCommand): Promise<RecordedTransaction> {
    const { businessId, document } = command;
    return recordDocument(this.executor, command, { date: document.date, reference: command.requestedReference }, async (db, ids) =>
      decideRecordExpense({ ...ids, ...document }, await loadBusinessState(db, businessId), {
        contactExists: await contactCheck(db, businessId, document.entity),
      }),
    );
  }
}
