import { MANUAL_JOURNAL_POSTED, MANUAL_JOURNAL_REVERSED, type ManualJournalPostedData, type ManualJournalReversedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { ManualJournalPostedData, ManualJournalReversedData } from '@ledgerline/ledger';

/** v1 (current): a journal entered by hand, or a set of opening balances (`kind`), with the lines it posts. */
export const manualJournalPosted = defineEvent<typeof MANUAL_JOURNAL_POSTED, ManualJournalPostedData>({
  type: MANUAL_JOURNAL_POSTED,
  currentVersion: 1,
});

/** v1 (current): a manual journal's lines posted back (debit and credit swapped) on the reversal's date. */
export const manualJournalReversed = defineEvent<typeof MANUAL_JOURNAL_REVERSED, ManualJournalReversedData>({
  type: MANUAL_JOURNAL_REVERSED,
  currentVersion: 1,
});
