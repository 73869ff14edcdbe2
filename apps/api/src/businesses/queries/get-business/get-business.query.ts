import { Query } from '@nestjs/cqrs';
import type { BusinessProfileView } from '@ledgerline/projections';

export type BusinessView = BusinessProfileView & { _id: string; name: string; currency: string };

/** The session's current business, in full. */
export class GetBusinessQuery extends Query<BusinessView> {
  constructor(readonly businessId: string) {
    super();
  }
}
