import { PREPAYMENT_APPLIED, type PrepaymentAppliedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { PrepaymentAppliedData } from '@ledgerline/ledger';

/** v1 (current): part of a prepayment expensed to a category, and its journal lines. */
export type PrepaymentAppliedV1 = PrepaymentAppliedData;

export const prepaymentApplied = defineEvent<typeof PREPAYMENT_APPLIED, PrepaymentAppliedData>({
  type: PREPAYMENT_APPLIED,
  currentVersion: 1,
});
