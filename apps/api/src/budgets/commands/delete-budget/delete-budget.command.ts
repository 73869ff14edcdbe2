import { Command } from '@nestjs/cqrs';
import type { BudgetCommandBase, BudgetWritten } from '../../shared/budget-write.js';

export class DeleteBudgetCommand extends Command<BudgetWritten> implements BudgetCommandBase {
  constructor(
    readonly businessId: string,
    readonly budgetId: string,
    readonly idempotency: BudgetCommandBase['idempotency'],
    readonly requestMetadata: BudgetCommandBase['requestMetadata'],
  ) {
    super();
  }
}
