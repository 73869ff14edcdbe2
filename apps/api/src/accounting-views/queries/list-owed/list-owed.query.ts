import { Query } from '@nestjs/cqrs';
import type { OwedByContact, OwedSide } from '@ledgerline/projections';

export interface OwedPage {
  currency: string;
  today: string;
  /** Contacts, overdue first, each with its open documents (amounts as decimal strings). */
  data: OwedByContact[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** Debtors (side receivables) or creditors (side payables), per contact. */
export class ListOwedQuery extends Query<OwedPage> {
  constructor(
    readonly businessId: string,
    readonly side: OwedSide,
    readonly request: { today: string; q?: string; page: number; limit: number; knownAt?: string },
  ) {
    super();
  }
}
