import { Query } from '@nestjs/cqrs';
import type { listQuotations } from '@ledgerline/projections';

export type ContactQuotationsPage = Awaited<ReturnType<typeof listQuotations>>;

export class ListContactQuotationsQuery extends Query<ContactQuotationsPage> {
  constructor(
    readonly businessId: string,
    readonly contactId: string,
    readonly filter: { startDate?: string; endDate?: string; page: number; limit: number },
  ) {
    super();
  }
}
