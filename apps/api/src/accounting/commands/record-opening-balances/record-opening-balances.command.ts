import { Command } from '@nestjs/cqrs';
import type { JournalLineInput } from '@ledgerline/ledger';
import type { JournalCommandBase } from '../../journals/journal-write.js';

export interface RecordedOpeningBalances {
  /** The new set's id; null when an empty list only took the previous set back. */
  id: string | null;
  reference: string | null;
  /** The set it replaced, if any. */
  replaced: string | null;
  position: string;
}

export class RecordOpeningBalancesCommand extends Command<RecordedOpeningBalances> implements JournalCommandBase {
  constructor(
    readonly businessId: string,
    readonly date: unknown,
    readonly lines: JournalLineInput[],
    readonly idempotency: JournalCommandBase['idempotency'],
    readonly requestMetadata: JournalCommandBase['requestMetadata'],
  ) {
    super();
  }
}
