import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_STATEMENT_LINE_UNMATCHED, type BankStatementLineUnmatchedData } from '@ledgerline/events';
import { bankMatches } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { matchNotFound } from '../../shared/bank-errors.js';
import { appendBankEvents } from '../../shared/bank-write.js';
import { UnmatchLineCommand, type LineUnmatched } from './unmatch-line.command.js';

/** Undoes a line's match (by hand or auto): the line and its entries are unmatched again. */
@CommandHandler(UnmatchLineCommand)
export class UnmatchLineHandler implements ICommandHandler<UnmatchLineCommand, LineUnmatched> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: UnmatchLineCommand): Promise<LineUnmatched> {
    const { businessId, lineId } = command;
    const outcome = await appendBankEvents(this.executor, command, async (db) => {
      if ((await bankMatches(db, businessId, { lineIds: [lineId] })).length === 0) throw matchNotFound();
      const data: BankStatementLineUnmatchedData = { lineId };
      return [{ type: BANK_STATEMENT_LINE_UNMATCHED, data }];
    });
    return { lineId, position: outcome.position.toString() };
  }
}
