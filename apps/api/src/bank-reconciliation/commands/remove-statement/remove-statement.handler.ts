import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_STATEMENT_REMOVED, type BankStatementRemovedData } from '@ledgerline/events';
import { bankStatementExists } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { statementNotFound } from '../../shared/bank-errors.js';
import { appendBankEvents } from '../../shared/bank-write.js';
import { RemoveStatementCommand, type StatementRemoved } from './remove-statement.command.js';

/** Takes a statement, its lines and their matches out of the reconciliation; the events stay. */
@CommandHandler(RemoveStatementCommand)
export class RemoveStatementHandler implements ICommandHandler<RemoveStatementCommand, StatementRemoved> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: RemoveStatementCommand): Promise<StatementRemoved> {
    const { businessId, statementId } = command;
    const outcome = await appendBankEvents(this.executor, command, async (db) => {
      if (!(await bankStatementExists(db, businessId, statementId))) throw statementNotFound();
      const data: BankStatementRemovedData = { statementId };
      return [{ type: BANK_STATEMENT_REMOVED, data }];
    });
    return { statementId, position: outcome.position.toString() };
  }
}
