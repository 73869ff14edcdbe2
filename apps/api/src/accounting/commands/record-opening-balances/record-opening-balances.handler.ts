import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRecordOpeningBalances, MANUAL_JOURNAL_POSTED, MANUAL_JOURNAL_REVERSED } from '@ledgerline/ledger';
import { loadBusinessState, loadCurrentOpeningBalances } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendBusinessEvents } from '../../../event-sourcing/append-business-events.js';
import { journalContext, OPENING_BALANCES_REFERENCE_PREFIX } from '../../journals/journal-write.js';
import { RecordOpeningBalancesCommand, type RecordedOpeningBalances } from './record-opening-balances.command.js';

/** The set that stands is read inside the append: the new set replaces exactly that one. */
@CommandHandler(RecordOpeningBalancesCommand)
export class RecordOpeningBalancesHandler implements ICommandHandler<RecordOpeningBalancesCommand, RecordedOpeningBalances> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: RecordOpeningBalancesCommand): Promise<RecordedOpeningBalances> {
    const { businessId, date, lines } = command;
    const { events, position } = await appendBusinessEvents(
      this.executor,
      command,
      async (db) =>
        decideRecordOpeningBalances(
          { transactionId: randomUUID(), reference: `${OPENING_BALANCES_REFERENCE_PREFIX}${typeof date === 'string' ? date : ''}`, date, lines },
          await loadBusinessState(db, businessId),
          await journalContext(db, businessId, lines),
          await loadCurrentOpeningBalances(db, businessId),
        ),
      date,
    );
    const posted = events.find((event) => event.type === MANUAL_JOURNAL_POSTED)?.data as { transactionId: string; reference: string } | undefined;
    const replaced = events.find((event) => event.type === MANUAL_JOURNAL_REVERSED)?.data as { transactionId: string } | undefined;
    return { id: posted?.transactionId ?? null, reference: posted?.reference ?? null, replaced: replaced?.transactionId ?? null, position };
  }
}
