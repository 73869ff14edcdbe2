import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { searchContacts } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { contactView, type ContactView } from '../../views/contact-view.js';
import { SearchContactsQuery } from './search-contacts.query.js';

@QueryHandler(SearchContactsQuery)
export class SearchContactsHandler implements IQueryHandler<SearchContactsQuery, ContactView[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, q, limit }: SearchContactsQuery): Promise<ContactView[]> {
    return (await searchContacts(this.runtime.pool, businessId, q, limit)).map(contactView);
  }
}
