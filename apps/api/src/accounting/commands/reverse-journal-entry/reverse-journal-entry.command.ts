import { Command } from '@nestjs/cqrs';
import type { JournalCommandBase } from '../../journals/journal-write.js';

export interface ReversedJournalEntry {
  id: string;
  reference: string;
  /** The reversal's date, YYYY-MM-DD. */
  date: string;
  position: string;
}

export class ReverseJournalEntryCommand extends Command<ReversedJournalEntry> implements JournalCommandBase {
  constructor(
    readonly businessId: string,
    readonly journalId: string,
    readonly date: string | undefined,
    readonly reason: string | undefined,
    readonly idempotency: JournalCommandBase['idempotency'],
    readonly requestMetadata: JournalCommandBase['requestMetadata'],
  ) {
    super();
  }
}
