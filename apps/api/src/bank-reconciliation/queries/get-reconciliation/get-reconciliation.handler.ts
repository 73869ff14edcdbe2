import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { matchSuggestions, reconciliationFigures } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { bankAccountStatementLines, bankBookBalanceAt, bankBookEntries, bankMatches, bankStatementPeriod, type BankBookEntry } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { businessCurrency, entriesFrom, reconciliationPeriod, requireBankAccount } from '../../shared/bank-context.js';
import { GetReconciliationQuery, type BankReconciliation, type ReconciliationMatch } from './get-reconciliation.query.js';

/**
 * The reconciliation of one bank account at endDate: the statement's balance and the books' (the
 * reports' booksAt), what is unmatched on each side with suggestions for each line (the ledger's
 * matchSuggestions), the period's matches, and the figures (the ledger's reconciliationFigures).
 * Unmatched lines carry over: every one dated up to endDate counts, whatever its month.
 */
@QueryHandler(GetReconciliationQuery)
export class GetReconciliationHandler implements IQueryHandler<GetReconciliationQuery, BankReconciliation> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetReconciliationQuery): Promise<BankReconciliation> {
    const db = this.runtime.pool;
    const { businessId } = query;
    const account = await requireBankAccount(db, businessId, query.bankAccountId);
    const { startDate, endDate } = reconciliationPeriod(query.startDate, query.endDate);
    const id = account.bankAccountId;
    const currency = await businessCurrency(db, businessId);
    const [period, unmatchedLines, periodLines, matches, bookBalance] = await Promise.all([
      bankStatementPeriod(db, businessId, id, endDate),
      bankAccountStatementLines(db, businessId, id, currency, { to: endDate, unmatched: true }),
      bankAccountStatementLines(db, businessId, id, currency, { from: startDate, to: endDate }),
      bankMatches(db, businessId, { bankAccountId: id }),
      bankBookBalanceAt(db, businessId, id, endDate),
    ]);
    const taken = new Set(matches.map((match) => match.entryId));
    const matchedLines = periodLines.filter((line) => line.matched);
    const matchedIds = new Set(matchedLines.map((line) => line.lineId));
    const periodMatches = matches.filter((match) => matchedIds.has(match.lineId));
    const [candidates, matchedEntries] = await Promise.all([
      period.statementStart === null
        ? Promise.resolve([] as BankBookEntry[])
        : bankBookEntries(db, businessId, id, currency, { from: entriesFrom(period.statementStart), to: endDate }),
      periodMatches.length === 0
        ? Promise.resolve([] as BankBookEntry[])
        : bankBookEntries(db, businessId, id, currency, { entryIds: periodMatches.map((match) => match.entryId) }),
    ]);
    const open = candidates.filter((entry) => !taken.has(entry.entryId));
    // What the books moved since the statements start and the bank has not shown (the lead days only feed suggestions).
    const unmatchedEntries = period.statementStart === null ? [] : open.filter((entry) => entry.date >= period.statementStart!);
    const suggestions = matchSuggestions(unmatchedLines, open);
    const figures = reconciliationFigures({
      statementBalance: period.statementBalance,
      bookBalance,
      unmatchedLines: unmatchedLines.map((line) => line.amount),
      unmatchedEntries: unmatchedEntries.map((entry) => entry.amount),
      currency,
    });
    const entryById = new Map(matchedEntries.map((entry) => [entry.entryId, entry]));
    const matched = matchedLines.map((line): ReconciliationMatch => {
      const own = periodMatches.filter((match) => match.lineId === line.lineId);
      return {
        lineId: line.lineId,
        date: line.date,
        description: line.description,
        reference: line.reference,
        amount: line.amount,
        auto: own.some((match) => match.auto),
        // An entry voided since its match is no longer a book entry: shown no more.
        entries: own.flatMap((match) => entryById.get(match.entryId) ?? []),
      };
    });
    return {
      bankAccount: account,
      startDate,
      endDate,
      currency,
      statementStart: period.statementStart,
      statementEnd: period.statementEnd,
      ...figures,
      unmatchedLines: unmatchedLines.map(({ matched: _matched, ...line }) => ({ ...line, suggestions: suggestions.get(line.lineId) ?? [] })),
      unmatchedEntries,
      matched,
    };
  }
}
