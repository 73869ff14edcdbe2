import { Command } from '@nestjs/cqrs';
import type { BudgetCommandBase, BudgetWritten } from '../../shared/budget-write.js';

export class UpdateBudgetCommand extends Command<BudgetWritten> implements BudgetCommandBase {
  constructor(
    readonly businessId: string,
    readonly budgetId: string,
    /** The whole budget again, as sent (the ledger's parseBudget reads it). */
    readonly input: { name?: unknown; kind?: unknown; firstMonth?: unknown; lines?: unknown },
    readonly idempotency: BudgetCommandBase['idempotency'],
    readonly requestMetadata: BudgetCommandBase['requestMetadata'],
  ) {
    super();
  }
}
