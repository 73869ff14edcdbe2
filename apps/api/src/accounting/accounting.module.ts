import { Module } from '@nestjs/common';
import { RecordJournalEntryController } from './commands/record-journal-entry/record-journal-entry.controller.js';
import { RecordJournalEntryHandler } from './commands/record-journal-entry/record-journal-entry.handler.js';
import { RecordOpeningBalancesController } from './commands/record-opening-balances/record-opening-balances.controller.js';
import { RecordOpeningBalancesHandler } from './commands/record-opening-balances/record-opening-balances.handler.js';
import { ReverseJournalEntryController } from './commands/reverse-journal-entry/reverse-journal-entry.controller.js';
import { ReverseJournalEntryHandler } from './commands/reverse-journal-entry/reverse-journal-entry.handler.js';
import { GetJournalEntryController } from './queries/get-journal-entry/get-journal-entry.controller.js';
import { GetOpeningBalancesController } from './queries/get-opening-balances/get-opening-balances.controller.js';
import { ListJournalAccountsController } from './queries/list-journal-accounts/list-journal-accounts.controller.js';
import { ListJournalEntriesController } from './queries/list-journal-entries/list-journal-entries.controller.js';

/** Manual journals and opening balances (docs/manual-journals.md): our own paths under /accounting. */
@Module({
  controllers: [
    ListJournalAccountsController,
    RecordJournalEntryController,
    ListJournalEntriesController,
    GetJournalEntryController,
    ReverseJournalEntryController,
    GetOpeningBalancesController,
    RecordOpeningBalancesController,
  ],
  providers: [RecordJournalEntryHandler, ReverseJournalEntryHandler, RecordOpeningBalancesHandler],
})
export class AccountingModule {}
