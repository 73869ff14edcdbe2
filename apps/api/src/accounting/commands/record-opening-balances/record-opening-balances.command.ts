import { Command } from '@nestjs/cqrs';
import type { JournalLineInput } from '@ledgerline/ledger';
import type { BusinessCommandBase } from '../../../event-sourcing/append-business-events.js';

export interface RecordedOpeningBalances {
  /** The new set's id; null when an empty list only took the previous set back. */
  id: string | null;
  reference: string | null;
  /** The set it replaced, if any. */
  replaced: string | null;
  position: string;
}

export class RecordOpeningBalancesCommand extends Command<RecordedOpeningBalances> implements BusinessCommandBase {
  constructor(
    readonly businessId: string,
    readonly date: unknown,
    readonly lines: JournalLineInput[],
    readonly idempotency: BusinessCommandBase['idempotency'],
    readonly requestMetadata: BusinessCommandBase['requestMetadata'],
  ) {
    super();
  }
}
