import { Query } from '@nestjs/cqrs';
import type { ContactGroup } from '@ledgerline/projections';
import type { ContactView } from '../../views/contact-view.js';
import type { PagedAnswer } from '../paging.js';

export class ListContactsQuery extends Query<PagedAnswer<ContactView>> {
  constructor(
    readonly businessId: string,
    readonly filter: { group?: ContactGroup; q?: string; page: number; limit: number },
  ) {
    super();
  }
}
