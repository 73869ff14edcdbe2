import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_STATEMENT_LINE_MATCHED, type BankStatementLineMatchedData } from '@ledgerline/events';
import { formatStatementAmount, matchedAmountsAgree, sumAmounts } from '@ledgerline/ledger';
import { bankBookEntries, bankMatches, findBankStatementLine } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { businessCurrency } from '../../shared/bank-context.js';
import { entryAlreadyMatched, entryNotFound, lineAlreadyMatched, lineNotFound } from '../../shared/bank-errors.js';
import { appendBankEvents } from '../../shared/bank-write.js';
import { MatchLineCommand, type LineMatched } from './match-line.command.js';

/** "-2,500.00" → "-₦2,500.00": the sign before the symbol, as people write it. */
const money = (amount: string, currency: string) => {
  const negative = amount.startsWith('-');
  return `${negative ? '-' : ''}${currency === 'NGN' ? '₦' : `${currency} `}${negative ? amount.slice(1) : amount}`;
};

/**
 * Matches a statement line with book entries of its bank account, checked under the stream lock:
 * the line (404, 409 when matched), each entry (404 when not an entry of that account, 409 when
 * another line has it), then the amounts (400 unless they add up to the line's exactly). Two
 * matches of one line at once: the second finds it matched.
 */
@CommandHandler(MatchLineCommand)
export class MatchLineHandler implements ICommandHandler<MatchLineCommand, LineMatched> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: MatchLineCommand): Promise<LineMatched> {
    const { businessId, lineId, entryIds } = command;
    const outcome = await appendBankEvents(this.executor, command, async (db) => {
      const line = await findBankStatementLine(db, businessId, lineId);
      if (!line) throw lineNotFound();
      if (line.matched) throw lineAlreadyMatched();
      const currency = await businessCurrency(db, businessId);
      const entries = await bankBookEntries(db, businessId, line.bankAccountId, currency, { entryIds });
      const missing = entryIds.find((entryId) => !entries.some((entry) => entry.entryId === entryId));
      if (missing !== undefined) throw entryNotFound(missing);
      const taken = new Set((await bankMatches(db, businessId, { bankAccountId: line.bankAccountId })).map((match) => match.entryId));
      const already = entryIds.find((entryId) => taken.has(entryId));
      if (already !== undefined) throw entryAlreadyMatched(already);
      const amounts = entries.map((entry) => entry.amount);
      if (!matchedAmountsAgree(line.amount, amounts)) {
        const message = `The chosen entries add up to ${money(formatStatementAmount(sumAmounts(amounts), currency), currency)}; the statement line is ${money(formatStatementAmount(line.amount, currency), currency)}`;
        throw new AppError(400, 'MATCH_AMOUNTS_DIFFER', message, [{ field: 'entryIds', message }]);
      }
      const data: BankStatementLineMatchedData = { lineId, bankAccountId: line.bankAccountId, entryIds, auto: false };
      return [{ type: BANK_STATEMENT_LINE_MATCHED, data }];
    });
    const data = outcome.events[0].data as BankStatementLineMatchedData;
    return { lineId: data.lineId, entryIds: data.entryIds, position: outcome.position.toString() };
  }
}
