import { Module } from '@nestjs/common';
import { CreateBudgetController } from './commands/create-budget/create-budget.controller.js';
import { CreateBudgetHandler } from './commands/create-budget/create-budget.handler.js';
import { DeleteBudgetController } from './commands/delete-budget/delete-budget.controller.js';
import { DeleteBudgetHandler } from './commands/delete-budget/delete-budget.handler.js';
import { UpdateBudgetController } from './commands/update-budget/update-budget.controller.js';
import { UpdateBudgetHandler } from './commands/update-budget/update-budget.handler.js';
import { GetBudgetActualsController } from './queries/get-budget-actuals/get-budget-actuals.controller.js';
import { GetBudgetActualsHandler } from './queries/get-budget-actuals/get-budget-actuals.handler.js';
import { GetBudgetController } from './queries/get-budget/get-budget.controller.js';
import { ListBudgetAccountsController } from './queries/list-budget-accounts/list-budget-accounts.controller.js';
import { ListBudgetsController } from './queries/list-budgets/list-budgets.controller.js';

/** Budgets (spec 002 §2 /budget/profit-loss, /budget/line-item; docs/budgets.md): plans to compare the books against; nothing posted. */
@Module({
  controllers: [
    ListBudgetsController,
    ListBudgetAccountsController,
    CreateBudgetController,
    GetBudgetActualsController,
    GetBudgetController,
    UpdateBudgetController,
    DeleteBudgetController,
  ],
  providers: [CreateBudgetHandler, UpdateBudgetHandler, DeleteBudgetHandler, GetBudgetActualsHandler],
})
export class BudgetsModule {}
