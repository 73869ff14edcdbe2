import { Query } from '@nestjs/cqrs';

export interface ProfitSummary {
  currency: string;
  /** The period's bounds (YYYY-MM-DD, inclusive); null: since the first entry / up to now. */
  startDate: string | null;
  endDate: string | null;
  /** Income net of sales discounts (credit − debit on income accounts), a decimal string. */
  income: string;
  /** Cost of sales and expenses (debit − credit). */
  expenses: string;
  profit: string;
}

export class GetProfitSummaryQuery extends Query<ProfitSummary> {
  constructor(
    readonly businessId: string,
    readonly startDate: string | null,
    readonly endDate: string | null,
    /** An event position: the figures as they stood then. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
