import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideTransferFunds } from '@ledgerline/ledger';
import { loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordDocument } from '../../money-write.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import { TransferFundsCommand } from './transfer-funds.command.js';

@CommandHandler(TransferFundsCommand)
export class TransferFundsHandler implements ICommandHandler<TransferFundsCommand, RecordedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: TransferFundsCommand): Promise<RecordedTransaction> {
    const { businessId, document } = command;
    return recordDocument(this.executor, command, { date: document.date, reference: command.requestedReference }, async (db, ids) =>
      decideTransferFunds({ ...ids, ...document }, await loadBusinessState(db, businessId)),
    );
  }
}
