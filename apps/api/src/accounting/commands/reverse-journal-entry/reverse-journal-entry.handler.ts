import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideReverseManualJournal, type ManualJournalReversedData } from '@ledgerline/ledger';
import { loadBusinessState, loadManualJournal } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendBusinessEvents } from '../../../event-sourcing/append-business-events.js';
import { ReverseJournalEntryCommand, type ReversedJournalEntry } from './reverse-journal-entry.command.js';

/** The journal is read inside the append, so two reversals of it cannot both pass. */
@CommandHandler(ReverseJournalEntryCommand)
export class ReverseJournalEntryHandler implements ICommandHandler<ReverseJournalEntryCommand, ReversedJournalEntry> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ReverseJournalEntryCommand): Promise<ReversedJournalEntry> {
    const { businessId, journalId } = command;
    const { events, position } = await appendBusinessEvents(
      this.executor,
      command,
      async (db) =>
        decideReverseManualJournal(
          { journalId, date: command.date, reason: command.reason },
          await loadManualJournal(db, businessId, journalId),
          await loadBusinessState(db, businessId),
        ),
      command.date,
    );
    const data = events[0].data as ManualJournalReversedData;
    return { id: data.transactionId, reference: data.reference, date: data.date, position };
  }
}
