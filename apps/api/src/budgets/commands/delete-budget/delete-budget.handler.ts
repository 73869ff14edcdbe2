import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideDeleteBudget } from '@ledgerline/ledger';
import { loadBudgetState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendBudgetEvents, type BudgetWritten } from '../../shared/budget-write.js';
import { DeleteBudgetCommand } from './delete-budget.command.js';

@CommandHandler(DeleteBudgetCommand)
export class DeleteBudgetHandler implements ICommandHandler<DeleteBudgetCommand, BudgetWritten> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: DeleteBudgetCommand): Promise<BudgetWritten> {
    const { businessId, budgetId } = command;
    return appendBudgetEvents(this.executor, command, async (db) =>
      decideDeleteBudget({ budgetId }, { budget: await loadBudgetState(db, businessId, budgetId) }),
    );
  }
}
