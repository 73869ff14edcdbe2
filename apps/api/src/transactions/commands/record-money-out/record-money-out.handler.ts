import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRecordMoneyOut } from '@ledgerline/ledger';
import { loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { contactCheck, recordDocument } from '../../money-write.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import { RecordMoneyOutCommand } from './record-money-out.command.js';

@CommandHandler(RecordMoneyOutCommand)
export class RecordMoneyOutHandler implements ICommandHandler<RecordMoneyOutCommand, RecordedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: RecordMoneyOutCommand): Promise<RecordedTransaction> {
    const { businessId, document } = command;
    return recordDocument(this.executor, command, { date: document.date, reference: command.requestedReference }, async (db, ids) =>
      decideRecordMoneyOut({ ...ids, ...document }, await loadBusinessState(db, businessId), {
        contactExists: await contactCheck(db, businessId, document.entity),
      }),
    );
  }
}
