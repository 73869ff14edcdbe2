import { BUDGET_CREATED, BUDGET_DELETED, BUDGET_UPDATED, type BudgetCreatedData, type BudgetDeletedData, type BudgetUpdatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { BudgetCreatedData, BudgetDeletedData, BudgetUpdatedData } from '@ledgerline/ledger';

/** v1 (current): `{ budgetId, name, kind: 'profit-loss' | 'line-item', firstMonth: 'YYYY-MM', lines: [{ account, amounts: [12 decimal strings] }] }`. */
export type BudgetCreatedV1 = BudgetCreatedData;
export const budgetCreated = defineEvent<typeof BUDGET_CREATED, BudgetCreatedData>({ type: BUDGET_CREATED, currentVersion: 1 });

/** v1 (current): `{ budgetId, name, firstMonth, lines }`, the whole budget again (the lines replace the old ones). */
export type BudgetUpdatedV1 = BudgetUpdatedData;
export const budgetUpdated = defineEvent<typeof BUDGET_UPDATED, BudgetUpdatedData>({ type: BUDGET_UPDATED, currentVersion: 1 });

/** v1 (current): `{ budgetId }`: archived, never erased. */
export type BudgetDeletedV1 = BudgetDeletedData;
export const budgetDeleted = defineEvent<typeof BUDGET_DELETED, BudgetDeletedData>({ type: BUDGET_DELETED, currentVersion: 1 });
