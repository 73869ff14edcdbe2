import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideCreateBudget } from '@ledgerline/ledger';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendBudgetEvents, type BudgetWritten } from '../../shared/budget-write.js';
import { businessCurrency } from '../../shared/business-currency.js';
import { CreateBudgetCommand } from './create-budget.command.js';

@CommandHandler(CreateBudgetCommand)
export class CreateBudgetHandler implements ICommandHandler<CreateBudgetCommand, BudgetWritten> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: CreateBudgetCommand): Promise<BudgetWritten> {
    const budgetId = randomUUID();
    return appendBudgetEvents(this.executor, command, async (db) =>
      decideCreateBudget({ budgetId, input: command.input }, { currency: await businessCurrency(db, command.businessId) }),
    );
  }
}
