import { requireBusiness, type BusinessState } from '../business/business-state.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { reverseLines, type JournalLine } from '../journal.js';
import { assertBalanced } from '../journal.js';
import { optionalText, parseIsoDate } from '../validation.js';
import { amountText, buildJournalLines, parseJournalLines, sideTotals, type JournalContext } from './journal-lines.js';
import {
  MANUAL_JOURNAL_POSTED,
  MANUAL_JOURNAL_REVERSED,
  type ManualJournalKind,
  type ManualJournalPosted,
  type ManualJournalReversed,
} from './manual-journal-events.js';

export interface RecordManualJournalCommand {
  transactionId: string;
  /** Assigned before the decision (the client's own, or the next JE- number). */
  reference: string;
  date: unknown;
  memo?: unknown;
  lines: unknown;
}

/**
 * An adjusting journal (docs/manual-journals.md): at least two lines, each one side of an account of
 * the chart (a bank account by its id; not inventory nor fixed assets, which their sub-ledgers
 * keep), the contact where the account keeps one; debits equal credits, or it is refused naming
 * the difference. The lines then pass the one balance check like every posting.
 */
export function decideRecordManualJournal(command: RecordManualJournalCommand, state: BusinessState, context: JournalContext): ManualJournalPosted[] {
  const business = requireBusiness(state);
  const currency = business.currency;
  const date = parseIsoDate(command.date, 'date');
  const memo = optionalText(command.memo, 'memo', 500);
  const parsed = parseJournalLines(command.lines, business, context);
  if (parsed.length < 2) {
    throw new LedgerValidationError('lines', 'A journal needs at least two lines: what is debited and what is credited', LEDGER_ERROR_CODES.REQUIRED);
  }
  const { debits, credits } = sideTotals(parsed);
  if (!debits.eq(credits)) {
    throw new LedgerValidationError(
      'lines',
      `Debits and credits must be equal: debits ${amountText(debits, currency)}, credits ${amountText(credits, currency)}, a difference of ${amountText(debits.minus(credits).abs(), currency)}`,
      LEDGER_ERROR_CODES.JOURNAL_UNBALANCED,
    );
  }
  const lines = buildJournalLines(parsed, currency);
  return [
    {
      type: MANUAL_JOURNAL_POSTED,
      data: {
        transactionId: command.transactionId,
        reference: command.reference,
        kind: 'journal',
        date,
        currency,
        lines,
        total: amountText(debits, currency),
        ...(memo !== undefined ? { memo, description: memo } : {}),
      },
    },
  ];
}

/** A posted manual journal as its read model holds it: what a reversal or a new set of opening balances takes back. */
export interface ManualJournalRecord {
  journalId: string;
  reference: string;
  kind: ManualJournalKind;
  /** Effective date, YYYY-MM-DD. */
  date: string;
  status: 'posted' | 'reversed';
  lines: readonly JournalLine[];
}

export interface ReverseManualJournalCommand {
  journalId: string;
  /** The reversal's date; the journal's own when absent. */
  date?: unknown;
  reason?: unknown;
}

/** The journal's lines reversed on `date` (a correction is a new event; the journal itself stays as it was). */
export function reversalOf(journal: ManualJournalRecord, date: string, state: BusinessState, reason?: string): ManualJournalReversed {
  const business = requireBusiness(state);
  const lines = reverseLines(journal.lines);
  assertBalanced(lines, business.currency);
  return {
    type: MANUAL_JOURNAL_REVERSED,
    data: {
      transactionId: journal.journalId,
      reference: journal.reference,
      kind: journal.kind,
      date,
      currency: business.currency,
      lines,
      description: `Reversal of ${journal.reference}`,
      ...(reason !== undefined ? { reason } : {}),
    },
  };
}

/**
 * Reverses a manual journal once (409 the second time), dated the day the user gives (the
 * journal's own by default, never before it). Opening balances are not reversed here: a new set
 * replaces them.
 */
export function decideReverseManualJournal(
  command: ReverseManualJournalCommand,
  journal: ManualJournalRecord | undefined,
  state: BusinessState,
): ManualJournalReversed[] {
  requireBusiness(state);
  if (!journal) throw new LedgerValidationError('id', 'There is no such journal entry', LEDGER_ERROR_CODES.JOURNAL_NOT_FOUND);
  if (journal.kind !== 'journal') {
    throw new LedgerValidationError(
      'id',
      'Opening balances are not reversed: record them again on the opening balances page, and the new set replaces the old',
      LEDGER_ERROR_CODES.TRANSACTION_NOT_CORRECTABLE,
    );
  }
  if (journal.status === 'reversed') {
    throw new LedgerValidationError('id', `Journal ${journal.reference} has already been reversed`, LEDGER_ERROR_CODES.JOURNAL_ALREADY_REVERSED);
  }
  const given = command.date === undefined || command.date === null || command.date === '' ? undefined : parseIsoDate(command.date, 'date');
  if (given !== undefined && given < journal.date) {
    throw new LedgerValidationError('date', `The reversal cannot be dated before the journal (${journal.date})`, LEDGER_ERROR_CODES.INVALID_DATE);
  }
  const reason = optionalText(command.reason, 'reason', 500);
  return [reversalOf(journal, given ?? journal.date, state, reason)];
}
