import { Command } from '@nestjs/cqrs';
import type { BusinessCommandBase } from '../../../event-sourcing/append-business-events.js';

export interface ReversedJournalEntry {
  id: string;
  reference: string;
  /** The reversal's date, YYYY-MM-DD. */
  date: string;
  position: string;
}

export class ReverseJournalEntryCommand extends Command<ReversedJournalEntry> implements BusinessCommandBase {
  constructor(
    readonly businessId: string,
    readonly journalId: string,
    readonly date: string | undefined,
    readonly reason: string | undefined,
    readonly idempotency: BusinessCommandBase['idempotency'],
    readonly requestMetadata: BusinessCommandBase['requestMetadata'],
  ) {
    super();
  }
}
