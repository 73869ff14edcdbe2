import { Query } from '@nestjs/cqrs';
import type { BankAccountRef, BankBookEntry } from '@ledgerline/projections';

/** An unmatched statement line, with the book entries that could be it (best first). */
export interface ReconciliationLine {
  lineId: string;
  statementId: string;
  date: string;
  description: string;
  reference: string;
  amount: string;
  balance: string;
  suggestions: BankBookEntry[];
}

/** A matched line and the entries it was matched with. */
export interface ReconciliationMatch {
  lineId: string;
  date: string;
  description: string;
  reference: string;
  amount: string;
  auto: boolean;
  entries: BankBookEntry[];
}

/** A bank account's reconciliation at endDate (docs/bank-reconciliation.md, "The figures"). */
export interface BankReconciliation {
  bankAccount: BankAccountRef;
  startDate: string;
  endDate: string;
  currency: string;
  /** The account's first statement line's date; null when it has no statement. */
  statementStart: string | null;
  /** The date of its last line up to endDate. */
  statementEnd: string | null;
  /** The balance after its last line dated up to endDate; null when none. */
  statementBalance: string | null;
  /** 1010 / the account in the books at the end of endDate. */
  bookBalance: string;
  unmatchedStatementTotal: string;
  unmatchedBookTotal: string;
  /** (bookBalance + unmatchedStatementTotal) − (statementBalance + unmatchedBookTotal); null without a statement balance. */
  difference: string | null;
  reconciled: boolean;
  unmatchedLines: ReconciliationLine[];
  unmatchedEntries: BankBookEntry[];
  matched: ReconciliationMatch[];
}

export class GetReconciliationQuery extends Query<BankReconciliation> {
  constructor(
    readonly businessId: string,
    readonly bankAccountId: unknown,
    readonly startDate: unknown,
    readonly endDate: unknown,
  ) {
    super();
  }
}
