import { Module } from '@nestjs/common';
import { SignInThrottle } from '../auth/sign-in/sign-in-throttle.js';
import { ArchiveRecordController } from './commands/archive-record/archive-record.controller.js';
import { CloseAccountController } from './commands/close-account/close-account.controller.js';
import { CloseAccountHandler } from './commands/close-account/close-account.handler.js';
import { FactoryResetController } from './commands/factory-reset/factory-reset.controller.js';
import { FactoryResetHandler } from './commands/factory-reset/factory-reset.handler.js';
import { ResetTransactionsController } from './commands/reset-transactions/reset-transactions.controller.js';
import { ResetTransactionsHandler } from './commands/reset-transactions/reset-transactions.handler.js';
import { OwnerConfirmationService } from './confirmation/owner-confirmation.js';
import { ListArchiveController } from './queries/list-archive/list-archive.controller.js';

/** The settings' danger zone (transaction reset, factory reset, closing the business) and archives. */
@Module({
  controllers: [ResetTransactionsController, FactoryResetController, CloseAccountController, ListArchiveController, ArchiveRecordController],
  providers: [OwnerConfirmationService, SignInThrottle, ResetTransactionsHandler, FactoryResetHandler, CloseAccountHandler],
})
export class ManageAccountModule {}
