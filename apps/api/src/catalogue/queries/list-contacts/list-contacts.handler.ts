import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { listContacts } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { contactView, type ContactView } from '../../views/contact-view.js';
import { pagedAnswer, type PagedAnswer } from '../paging.js';
import { ListContactsQuery } from './list-contacts.query.js';

@QueryHandler(ListContactsQuery)
export class ListContactsHandler implements IQueryHandler<ListContactsQuery, PagedAnswer<ContactView>> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, filter }: ListContactsQuery): Promise<PagedAnswer<ContactView>> {
    const { items, total } = await listContacts(this.runtime.pool, businessId, filter);
    return pagedAnswer(items.map(contactView), total, filter);
  }
}
