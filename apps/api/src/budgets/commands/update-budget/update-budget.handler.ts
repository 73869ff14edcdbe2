import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideUpdateBudget } from '@ledgerline/ledger';
import { loadBudgetState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendBudgetEvents, type BudgetWritten } from '../../shared/budget-write.js';
import { businessCurrency } from '../../shared/business-currency.js';
import { UpdateBudgetCommand } from './update-budget.command.js';

@CommandHandler(UpdateBudgetCommand)
export class UpdateBudgetHandler implements ICommandHandler<UpdateBudgetCommand, BudgetWritten> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: UpdateBudgetCommand): Promise<BudgetWritten> {
    const { businessId, budgetId, input } = command;
    return appendBudgetEvents(this.executor, command, async (db) =>
      decideUpdateBudget({ budgetId, input }, { currency: await businessCurrency(db, businessId), budget: await loadBudgetState(db, businessId, budgetId) }),
    );
  }
}
