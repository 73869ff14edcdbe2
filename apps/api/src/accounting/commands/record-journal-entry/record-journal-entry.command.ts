import { Command } from '@nestjs/cqrs';
import type { JournalLineInput } from '@ledgerline/ledger';
import type { BusinessCommandBase } from '../../../event-sourcing/append-business-events.js';

export interface JournalEntryInput {
  date: unknown;
  memo?: unknown;
  lines: JournalLineInput[];
}

export interface RecordedJournalEntry {
  id: string;
  reference: string;
  total: string;
  position: string;
}

export class RecordJournalEntryCommand extends Command<RecordedJournalEntry> implements BusinessCommandBase {
  constructor(
    readonly businessId: string,
    readonly entry: JournalEntryInput,
    /** The client's own reference, when it sent one; the next JE- number otherwise. */
    readonly requestedReference: string | undefined,
    readonly idempotency: BusinessCommandBase['idempotency'],
    readonly requestMetadata: BusinessCommandBase['requestMetadata'],
  ) {
    super();
  }
}
