import { Command } from '@nestjs/cqrs';
import type { BudgetCommandBase, BudgetWritten } from '../../shared/budget-write.js';

/** The budget as sent: the ledger's parseBudget reads and checks it inside the append. */
export interface BudgetInput {
  name?: unknown;
  kind?: unknown;
  firstMonth?: unknown;
  lines?: unknown;
}

export class CreateBudgetCommand extends Command<BudgetWritten> implements BudgetCommandBase {
  constructor(
    readonly businessId: string,
    readonly input: BudgetInput,
    readonly idempotency: BudgetCommandBase['idempotency'],
    readonly requestMetadata: BudgetCommandBase['requestMetadata'],
  ) {
    super();
  }
}
