import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRecordManualJournal, type ManualJournalPostedData } from '@ledgerline/ledger';
import { loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendBusinessEvents } from '../../../event-sourcing/append-business-events.js';
import { assignJournalReference, journalContext } from '../../journals/journal-write.js';
import { RecordJournalEntryCommand, type RecordedJournalEntry } from './record-journal-entry.command.js';

/** Thin: the reference, the contacts and the business are read inside the append; the ledger decides. */
@CommandHandler(RecordJournalEntryCommand)
export class RecordJournalEntryHandler implements ICommandHandler<RecordJournalEntryCommand, RecordedJournalEntry> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: RecordJournalEntryCommand): Promise<RecordedJournalEntry> {
    const { businessId, entry } = command;
    const { events, position } = await appendBusinessEvents(
      this.executor,
      command,
      async (db) =>
        decideRecordManualJournal(
          { ...entry, transactionId: randomUUID(), reference: await assignJournalReference(db, businessId, command.requestedReference) },
          await loadBusinessState(db, businessId),
          await journalContext(db, businessId, entry.lines),
        ),
      entry.date,
    );
    const data = events[0].data as ManualJournalPostedData;
    return { id: data.transactionId, reference: data.reference, total: data.total, position };
  }
}
