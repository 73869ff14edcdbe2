import { defineEvent } from '../event-definition.js';

/**
 * Bank statements and their matches with the books (docs/bank-reconciliation.md). They post
 * nothing: they sit beside the journal on the business's stream, like budgets.
 */
export const BANK_STATEMENT_IMPORTED = 'BankStatementImported';
export const BANK_STATEMENT_REMOVED = 'BankStatementRemoved';
export const BANK_STATEMENT_LINE_MATCHED = 'BankStatementLineMatched';
export const BANK_STATEMENT_LINE_UNMATCHED = 'BankStatementLineUnmatched';

/** One line of a statement as the bank printed it: amount signed (+ money in, − money out), balance after it. */
export interface BankStatementLineData {
  /** Derived from the line's content (statementLineIds), so an overlapping statement's copy of it has the same id. */
  lineId: string;
  date: string;
  description: string;
  reference: string;
  amount: string;
  balance: string;
}

export interface BankStatementImportedData {
  /** Derived from the business, the bank account and the new lines' ids: the same upload twice books once. */
  statementId: string;
  bankAccountId: string;
  fileName: string;
  startDate: string;
  endDate: string;
  openingBalance: string;
  closingBalance: string;
  /** Only the lines not already imported, oldest first. */
  lines: BankStatementLineData[];
}

export interface BankStatementRemovedData {
  statementId: string;
}

export interface BankStatementLineMatchedData {
  lineId: string;
  bankAccountId: string;
  /** The book entries (journal entry ids on 1010 / the bank account) whose amounts add up to the line's. */
  entryIds: string[];
  /** Paired by auto-match rather than by hand. */
  auto: boolean;
}

export interface BankStatementLineUnmatchedData {
  lineId: string;
}

/** v1 (current): `{ statementId, bankAccountId, fileName, startDate, endDate, openingBalance, closingBalance, lines: [{ lineId, date, description, reference, amount, balance }] }`. */
export type BankStatementImportedV1 = BankStatementImportedData;
export const bankStatementImported = defineEvent<typeof BANK_STATEMENT_IMPORTED, BankStatementImportedData>({
  type: BANK_STATEMENT_IMPORTED,
  currentVersion: 1,
});

/** v1 (current): `{ statementId }`: its lines and their matches leave the reconciliation; the events stay. */
export type BankStatementRemovedV1 = BankStatementRemovedData;
export const bankStatementRemoved = defineEvent<typeof BANK_STATEMENT_REMOVED, BankStatementRemovedData>({ type: BANK_STATEMENT_REMOVED, currentVersion: 1 });

/** v1 (current): `{ lineId, bankAccountId, entryIds, auto }`. */
export type BankStatementLineMatchedV1 = BankStatementLineMatchedData;
export const bankStatementLineMatched = defineEvent<typeof BANK_STATEMENT_LINE_MATCHED, BankStatementLineMatchedData>({
  type: BANK_STATEMENT_LINE_MATCHED,
  currentVersion: 1,
});

/** v1 (current): `{ lineId }`. */
export type BankStatementLineUnmatchedV1 = BankStatementLineUnmatchedData;
export const bankStatementLineUnmatched = defineEvent<typeof BANK_STATEMENT_LINE_UNMATCHED, BankStatementLineUnmatchedData>({
  type: BANK_STATEMENT_LINE_UNMATCHED,
  currentVersion: 1,
});
