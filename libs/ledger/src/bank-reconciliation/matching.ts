import { daysBetween } from '../calendar/calendar-dates.js';
import { Decimal } from '../decimal.js';
import { formatAmount, parseCurrency, sumAmounts } from '../money.js';

/**
 * Bank reconciliation (docs/bank-reconciliation.md): the statement's lines are paired with the
 * book entries of the same bank account (journal lines on 1010 with its sub-account, grouped by
 * entry). A pair is a claim that both record the same movement of money; nothing is posted.
 */

/** A book entry of a bank account. `amount` is signed: + money into the bank (debit 1010), − out. */
export interface BookEntry {
  entryId: string;
  date: string;
  amount: string;
  reference: string;
  description: string;
}

/** A statement line not yet matched. `amount` is signed: + money in, − money out. */
export interface UnmatchedLine {
  lineId: string;
  date: string;
  amount: string;
  description: string;
  reference: string;
}

export const SUGGESTION_WINDOW_DAYS = 7;
export const SUGGESTION_LIMIT = 3;
/** Auto-match pairs only what is this close: further apart, a person should look. */
export const AUTO_MATCH_WINDOW_DAYS = 3;
/** A reference shorter than this ("1", "TR") is found in too many texts to tell anything. */
const MIN_REFERENCE_LENGTH = 3;

/** Whole days between two dates, either way round (0 for the same day). */
const daysApart = (a: string, b: string): number => Math.abs(daysBetween(a, b) - 1);

/** The amount as a key that compares equal for equal values ("5000", "5000.00"). */
const amountKey = (amount: string): string => new Decimal(amount).toFixed();

/** Whether the line's reference is in the entry's reference or description, or the entry's in the line's. */
export function referencesAgree(line: Pick<UnmatchedLine, 'reference' | 'description'>, entry: Pick<BookEntry, 'reference' | 'description'>): boolean {
  const found = (reference: string, texts: string[]): boolean => {
    const needle = reference.trim().toLowerCase();
    return needle.length >= MIN_REFERENCE_LENGTH && texts.some((text) => text.toLowerCase().includes(needle));
  };
  return found(line.reference, [entry.reference, entry.description]) || found(entry.reference, [line.reference, line.description]);
}

/** Words of three letters or more, lower-case. */
const wordsOf = (text: string): Set<string> => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);

/** How many words of three letters or more the two descriptions share (any case). */
export function sharedWordCount(a: string, b: string): number {
  const words = wordsOf(a);
  let count = 0;
  for (const word of wordsOf(b)) if (words.has(word)) count++;
  return count;
}

/** Book entries by amount, so that a line is compared with those of its own amount only. */
function entriesByAmount(entries: BookEntry[]): Map<string, BookEntry[]> {
  const byAmount = new Map<string, BookEntry[]>();
  for (const entry of entries) {
    const key = amountKey(entry.amount);
    const same = byAmount.get(key);
    if (same) same.push(entry);
    else byAmount.set(key, [entry]);
  }
  return byAmount;
}

/**
 * The book entries a person may pick for each line (every line has a list, maybe empty): the
 * same signed amount, dated within `windowDays` of the line; best first by nearest date, then the
 * reference found on the other side, then more description words in common; at most `limit`.
 */
export function matchSuggestions(
  lines: UnmatchedLine[],
  entries: BookEntry[],
  options: { windowDays?: number; limit?: number } = {},
): Map<string, BookEntry[]> {
  const windowDays = options.windowDays ?? SUGGESTION_WINDOW_DAYS;
  const limit = options.limit ?? SUGGESTION_LIMIT;
  const byAmount = entriesByAmount(entries);
  const suggestions = new Map<string, BookEntry[]>();
  for (const line of lines) {
    const ranked = (byAmount.get(amountKey(line.amount)) ?? [])
      .map((entry, order) => ({
        entry,
        order,
        distance: daysApart(line.date, entry.date),
        reference: referencesAgree(line, entry) ? 1 : 0,
        words: sharedWordCount(line.description, entry.description),
      }))
      .filter((candidate) => candidate.distance <= windowDays)
      .sort((a, b) => a.distance - b.distance || b.reference - a.reference || b.words - a.words || a.order - b.order);
    suggestions.set(
      line.lineId,
      ranked.slice(0, limit).map((candidate) => candidate.entry),
    );
  }
  return suggestions;
}

/**
 * The pairs that can be made without a person: the same amount, dates at most three days apart,
 * nearest dates first. At each distance a line takes its only candidate, or the only one whose
 * reference agrees; an entry likewise takes its only line. What stays tied (two equal candidates
 * and no reference to tell them apart) is left for the user, and is not paired further apart
 * either. Each line and each entry is used at most once.
 */
export function autoMatches(lines: UnmatchedLine[], entries: BookEntry[]): Array<{ lineId: string; entryId: string }> {
  const pairs: Array<{ lineId: string; entryId: string }> = [];
  const pairedLines = new Set<UnmatchedLine>();
  const pairedEntries = new Set<BookEntry>();
  const byAmount = entriesByAmount(entries);
  const linesByAmount = new Map<string, UnmatchedLine[]>();
  for (const line of lines) {
    const key = amountKey(line.amount);
    const same = linesByAmount.get(key);
    if (same) same.push(line);
    else linesByAmount.set(key, [line]);
  }

  for (const [amount, amountLines] of linesByAmount) {
    const amountEntries = byAmount.get(amount) ?? [];
    // Lines and entries still open; taken or left for the user, they leave.
    const openLines = new Set(amountLines);
    const openEntries = new Set(amountEntries);
    for (let distance = 0; distance <= AUTO_MATCH_WINDOW_DAYS; distance++) {
      const at = (line: UnmatchedLine, entry: BookEntry) => daysApart(line.date, entry.date) === distance;
      let paired = true;
      while (paired) {
        paired = false;
        for (const line of [...openLines]) {
          const entry = onlyChoice(
            [...openEntries].filter((candidate) => at(line, candidate)),
            (candidate) => referencesAgree(line, candidate),
          );
          if (!entry) continue;
          const back = onlyChoice(
            [...openLines].filter((candidate) => at(candidate, entry)),
            (candidate) => referencesAgree(candidate, entry),
          );
          if (back !== line) continue;
          pairs.push({ lineId: line.lineId, entryId: entry.entryId });
          openLines.delete(line);
          openEntries.delete(entry);
          pairedLines.add(line);
          pairedEntries.add(entry);
          paired = true;
        }
      }
      // Still tied at its nearest distance: a match further away would pass over the nearer ones.
      for (const line of openLines) if (amountEntries.some((entry) => !pairedEntries.has(entry) && at(line, entry))) openLines.delete(line);
      for (const entry of openEntries) if (amountLines.some((line) => !pairedLines.has(line) && at(line, entry))) openEntries.delete(entry);
    }
  }
  return pairs;
}

/** The one candidate, or the one among several that `agrees`; undefined when none or still tied. */
function onlyChoice<T>(candidates: T[], agrees: (candidate: T) => boolean): T | undefined {
  if (candidates.length === 1) return candidates[0];
  const agreeing = candidates.filter(agrees);
  return agreeing.length === 1 ? agreeing[0] : undefined;
}

/** Whether the chosen entries add up to the statement line's amount, exactly. */
export function matchedAmountsAgree(lineAmount: string, entryAmounts: string[]): boolean {
  return entryAmounts.length > 0 && sumAmounts(entryAmounts).eq(new Decimal(lineAmount));
}

/**
 * The reconciliation's figures. The books, plus what the bank moved that they do not show yet
 * (unmatched statement lines), must come to the statement's balance plus what the books moved that
 * the bank has not (unmatched book entries, e.g. a cheque not yet presented):
 * difference = (bookBalance + Σ unmatched lines) − (statementBalance + Σ unmatched entries).
 * Without a statement balance there is nothing to reconcile against: difference null, not reconciled.
 *
 * Reconciled is more than a zero difference: an unmatched line explains its own amount, so with lines
 * still to match or record the difference is zero too. Reconciled is a zero difference with every
 * statement line matched; entries not yet on the statement (a cheque not presented) are timing and
 * do not stand in the way.
 */
export function reconciliationFigures(input: {
  statementBalance: string | null;
  bookBalance: string;
  unmatchedLines: string[];
  unmatchedEntries: string[];
  currency: string;
}): {
  statementBalance: string | null;
  bookBalance: string;
  unmatchedStatementTotal: string;
  unmatchedBookTotal: string;
  difference: string | null;
  reconciled: boolean;
} {
  const currency = parseCurrency(input.currency);
  const unmatchedStatementTotal = sumAmounts(input.unmatchedLines);
  const unmatchedBookTotal = sumAmounts(input.unmatchedEntries);
  const difference =
    input.statementBalance === null
      ? null
      : formatAmount(
          new Decimal(input.bookBalance).plus(unmatchedStatementTotal).minus(new Decimal(input.statementBalance).plus(unmatchedBookTotal)),
          currency,
        );
  return {
    statementBalance: input.statementBalance === null ? null : formatAmount(input.statementBalance, currency),
    bookBalance: formatAmount(input.bookBalance, currency),
    unmatchedStatementTotal: formatAmount(unmatchedStatementTotal, currency),
    unmatchedBookTotal: formatAmount(unmatchedBookTotal, currency),
    difference,
    reconciled: difference !== null && new Decimal(difference).isZero() && input.unmatchedLines.length === 0,
  };
}
