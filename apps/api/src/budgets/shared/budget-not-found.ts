import { LEDGER_ERROR_CODES, LedgerValidationError } from '@ledgerline/ledger';

/** 404: no budget of that id in this business (another business's, or deleted). */
export function budgetNotFound(): never {
  throw new LedgerValidationError('id', 'Budget not found', LEDGER_ERROR_CODES.BUDGET_NOT_FOUND);
}
