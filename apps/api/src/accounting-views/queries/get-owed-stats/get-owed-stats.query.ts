import { Query } from '@nestjs/cqrs';

export interface OwedTotalsView {
  total: string;
  overdue: string;
  /** Open documents, and those overdue. */
  count: number;
  overdueCount: number;
  /** Contacts owing (or owed), and those with something overdue. */
  contacts: number;
  overdueContacts: number;
}

export interface OwedStats {
  currency: string;
  /** The day overdue is counted from (UTC). */
  today: string;
  /** What customers owe (null: the member may not see debtors). */
  receivables: OwedTotalsView | null;
  /** What the business owes suppliers (null: the member may not see creditors). */
  payables: OwedTotalsView | null;
}

export class GetOwedStatsQuery extends Query<OwedStats> {
  constructor(
    readonly businessId: string,
    readonly today: string,
    readonly sides: { receivables: boolean; payables: boolean },
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
