import { EXPENSE_RECORDED, type ExpenseRecordedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { ExpenseRecordedData } from '@ledgerline/ledger';

/** v1 (current): an expense or prepayment: category, totals, payment block, and its journal lines. */
export type ExpenseRecordedV1 = ExpenseRecordedData;

export const expenseRecorded = defineEvent<typeof EXPENSE_RECORDED, ExpenseRecordedData>({
  type: EXPENSE_RECORDED,
  currentVersion: 1,
});
