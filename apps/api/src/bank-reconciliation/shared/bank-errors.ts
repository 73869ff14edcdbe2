import { AppError } from '../../common/errors/app-error.js';

/** The refusals of the bank statement and reconciliation routes (docs/bank-reconciliation.md), each with its status. */
export const bankAccountNotFound = () => new AppError(404, 'BANK_ACCOUNT_NOT_FOUND', 'Bank account not found');
export const statementNotFound = () => new AppError(404, 'BANK_STATEMENT_NOT_FOUND', 'Bank statement not found');
export const lineNotFound = () => new AppError(404, 'BANK_STATEMENT_LINE_NOT_FOUND', 'Statement line not found');
export const entryNotFound = (entryId: string) =>
  new AppError(404, 'BOOK_ENTRY_NOT_FOUND', `Book entry ${entryId} is not an entry of this bank account`, [
    { field: 'entryIds', message: `Book entry ${entryId} is not an entry of this bank account` },
  ]);
export const matchNotFound = () => new AppError(404, 'MATCH_NOT_FOUND', 'This statement line is not matched');
export const lineAlreadyMatched = () => new AppError(409, 'LINE_ALREADY_MATCHED', 'This statement line is already matched');
export const entryAlreadyMatched = (entryId: string) =>
  new AppError(409, 'ENTRY_ALREADY_MATCHED', `Book entry ${entryId} is already matched with another statement line`);
export const alreadyImported = () => new AppError(409, 'STATEMENT_ALREADY_IMPORTED', 'Every line of this statement has already been imported');
