import { Query } from '@nestjs/cqrs';
import type { listInvoices } from '@ledgerline/projections';

export type ContactInvoicesPage = Awaited<ReturnType<typeof listInvoices>>;

export class ListContactInvoicesQuery extends Query<ContactInvoicesPage> {
  constructor(
    readonly businessId: string,
    readonly contactId: string,
    readonly filter: { startDate?: string; endDate?: string; page: number; limit: number },
  ) {
    super();
  }
}
