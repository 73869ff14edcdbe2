import { requireBusiness, type BusinessState } from '../business/business-state.js';
import { ACCOUNT } from '../chart-of-accounts.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import type { JournalLine } from '../journal.js';
import { parseIsoDate } from '../validation.js';
import { amountText, buildJournalLines, parseJournalLines, sideTotals, type JournalContext } from './journal-lines.js';
import { MANUAL_JOURNAL_POSTED, type ManualJournalEvent } from './manual-journal-events.js';
import { reversalOf, type ManualJournalRecord } from './record-manual-journal.js';

export interface RecordOpeningBalancesCommand {
  transactionId: string;
  reference: string;
  date: unknown;
  /** Each account's balance on the day the books open: a debit or a credit (same rules as a journal's lines). */
  lines: unknown;
}

export const OPENING_BALANCES_MEMO = 'Opening balances';
/** The memo of the line that takes the difference to 3200, which tells it apart from a 3200 line the owner entered. */
export const OPENING_BALANCES_DIFFERENCE_MEMO = 'Difference of the opening balances';

/** A set's lines as the owner entered them, and the line that took the difference to 3200 (none when they balanced). */
export function splitOpeningBalances(lines: readonly JournalLine[]): { entered: JournalLine[]; difference?: JournalLine } {
  const last = lines.at(-1);
  if (last && last.account === ACCOUNT.RETAINED_EARNINGS && last.memo === OPENING_BALANCES_DIFFERENCE_MEMO) {
    return { entered: lines.slice(0, -1), difference: last };
  }
  return { entered: [...lines] };
}

/**
 * The balances a business brings to Ledgerline, as one journal dated `date` (docs/manual-journals.md):
 * whatever the lines leave unbalanced goes to 3200 Retained earnings, so the owner need not know the
 * equity figure. Recording them again replaces the set: the previous set's lines are reversed (on
 * its own date) and the new set posted, both in this one append; history is never edited. An empty
 * list only takes the previous set back.
 */
export function decideRecordOpeningBalances(
  command: RecordOpeningBalancesCommand,
  state: BusinessState,
  context: JournalContext,
  current: ManualJournalRecord | undefined,
): ManualJournalEvent[] {
  const business = requireBusiness(state);
  const currency = business.currency;
  const date = parseIsoDate(command.date, 'date');
  const parsed = parseJournalLines(command.lines, business, context);
  const events: ManualJournalEvent[] = [];
  if (current && current.status === 'posted') events.push(reversalOf(current, current.date, state));
  if (parsed.length === 0) {
    if (events.length === 0) throw new LedgerValidationError('lines', 'Enter at least one opening balance', LEDGER_ERROR_CODES.REQUIRED);
    return events;
  }
  const { debits, credits } = sideTotals(parsed);
  const difference = debits.minus(credits);
  const balancing = difference.isZero()
    ? []
    : [
        {
          account: ACCOUNT.RETAINED_EARNINGS,
          memo: OPENING_BALANCES_DIFFERENCE_MEMO,
          side: difference.gt(0) ? ('credit' as const) : ('debit' as const),
          amount: difference.abs(),
        },
      ];
  const lines = buildJournalLines([...parsed, ...balancing], currency);
  const total = debits.gt(credits) ? debits : credits;
  events.push({
    type: MANUAL_JOURNAL_POSTED,
    data: {
      transactionId: command.transactionId,
      reference: command.reference,
      kind: 'opening-balances',
      date,
      currency,
      lines,
      total: amountText(total, currency),
      memo: OPENING_BALANCES_MEMO,
      description: OPENING_BALANCES_MEMO,
    },
  });
  return events;
}
