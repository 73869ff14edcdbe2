import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_STATEMENT_LINE_MATCHED, type BankStatementLineMatchedData } from '@ledgerline/events';
import { autoMatches } from '@ledgerline/ledger';
import { bankAccountStatementLines, bankBookEntries, bankMatches, bankStatementPeriod } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { businessCurrency, entriesFrom, reconciliationPeriod, requireBankAccount } from '../../shared/bank-context.js';
import { appendBankEvents } from '../../shared/bank-write.js';
import { AutoMatchCommand, type AutoMatched } from './auto-match.command.js';

/**
 * Pairs the account's unmatched lines dated up to endDate with its unmatched book entries where
 * the ledger's autoMatches finds one pairing beyond doubt: a BankStatementLineMatched (auto) per
 * pair. Decided under the stream lock, so running it again, or beside a manual match, pairs nothing twice.
 */
@CommandHandler(AutoMatchCommand)
export class AutoMatchHandler implements ICommandHandler<AutoMatchCommand, AutoMatched> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: AutoMatchCommand): Promise<AutoMatched> {
    const { businessId } = command;
    const { endDate } = reconciliationPeriod(undefined, command.endDate);
    const outcome = await appendBankEvents(this.executor, command, async (db) => {
      const account = await requireBankAccount(db, businessId, command.bankAccountId);
      const currency = await businessCurrency(db, businessId);
      const { statementStart } = await bankStatementPeriod(db, businessId, account.bankAccountId, endDate);
      if (statementStart === null) return [];
      const lines = await bankAccountStatementLines(db, businessId, account.bankAccountId, currency, { to: endDate, unmatched: true });
      const taken = new Set((await bankMatches(db, businessId, { bankAccountId: account.bankAccountId })).map((match) => match.entryId));
      const entries = (await bankBookEntries(db, businessId, account.bankAccountId, currency, { from: entriesFrom(statementStart), to: endDate })).filter(
        (entry) => !taken.has(entry.entryId),
      );
      return autoMatches(lines, entries).map(({ lineId, entryId }) => {
        const data: BankStatementLineMatchedData = { lineId, bankAccountId: account.bankAccountId, entryIds: [entryId], auto: true };
        return { type: BANK_STATEMENT_LINE_MATCHED, data };
      });
    });
    return { matched: outcome.events.length, position: outcome.position.toString() };
  }
}
