import type { JournalLine } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import type { PostedEntry } from '../transactions/document-events.js';

/**
 * Journals entered by hand (docs/manual-journals.md): an accountant's adjusting journal, or the
 * business's opening balances. Like every document event they carry the lines they post; the
 * ledger and reports projectors write those lines and never recompute them.
 */
export const MANUAL_JOURNAL_POSTED = 'ManualJournalPosted';
export const MANUAL_JOURNAL_REVERSED = 'ManualJournalReversed';

/** `journal`: posted on /journal-entry; `opening-balances`: the set posted on /accounting/opening-balance. */
export type ManualJournalKind = 'journal' | 'opening-balances';

export interface ManualJournalPostedData extends PostedEntry {
  kind: ManualJournalKind;
  /** The journal's narration, as typed (also `description`, which the journal export prints). */
  memo?: string;
  /** Σ debit (= Σ credit), at the currency's scale. */
  total: string;
}

/** The journal's lines posted again with debit and credit swapped, on `date`. */
export interface ManualJournalReversedData {
  /** The journal reversed (its lines keep this entry id in the journal). */
  transactionId: string;
  reference: string;
  kind: ManualJournalKind;
  /** The reversal's effective date, YYYY-MM-DD (the original's unless the user chose another). */
  date: string;
  currency: CurrencyCode;
  lines: JournalLine[];
  description: string;
  reason?: string;
}

export interface ManualJournalPosted {
  type: typeof MANUAL_JOURNAL_POSTED;
  data: ManualJournalPostedData;
}

export interface ManualJournalReversed {
  type: typeof MANUAL_JOURNAL_REVERSED;
  data: ManualJournalReversedData;
}

export type ManualJournalEvent = ManualJournalPosted | ManualJournalReversed;
