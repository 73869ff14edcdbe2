import { Module } from '@nestjs/common';
import { AutoMatchController } from './commands/auto-match/auto-match.controller.js';
import { AutoMatchHandler } from './commands/auto-match/auto-match.handler.js';
import { ImportStatementController } from './commands/import-statement/import-statement.controller.js';
import { ImportStatementHandler } from './commands/import-statement/import-statement.handler.js';
import { MatchLineController } from './commands/match-line/match-line.controller.js';
import { MatchLineHandler } from './commands/match-line/match-line.handler.js';
import { RemoveStatementController } from './commands/remove-statement/remove-statement.controller.js';
import { RemoveStatementHandler } from './commands/remove-statement/remove-statement.handler.js';
import { UnmatchLineController } from './commands/unmatch-line/unmatch-line.controller.js';
import { UnmatchLineHandler } from './commands/unmatch-line/unmatch-line.handler.js';
import { GetReconciliationController } from './queries/get-reconciliation/get-reconciliation.controller.js';
import { GetReconciliationHandler } from './queries/get-reconciliation/get-reconciliation.handler.js';
import { GetStatementController } from './queries/get-statement/get-statement.controller.js';
import { ListStatementsController } from './queries/list-statements/list-statements.controller.js';

/** Bank statements and bank reconciliation (ours; docs/bank-reconciliation.md): statements and matches beside the books; nothing posted. */
@Module({
  controllers: [
    ListStatementsController,
    ImportStatementController,
    GetStatementController,
    RemoveStatementController,
    GetReconciliationController,
    MatchLineController,
    UnmatchLineController,
    AutoMatchController,
  ],
  providers: [ImportStatementHandler, RemoveStatementHandler, MatchLineHandler, UnmatchLineHandler, AutoMatchHandler, GetReconciliationHandler],
})
export class BankReconciliationModule {}
