import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { findContact, listQuotations } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { ListContactQuotationsQuery, type ContactQuotationsPage } from './list-contact-quotations.query.js';

/** A contact's quotations (the invoices read model); another business's contact is 404, not an empty list. */
@QueryHandler(ListContactQuotationsQuery)
export class ListContactQuotationsHandler implements IQueryHandler<ListContactQuotationsQuery, ContactQuotationsPage> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, contactId, filter }: ListContactQuotationsQuery): Promise<ContactQuotationsPage> {
    if (!(await findContact(this.runtime.pool, businessId, contactId))) throw new AppError(404, 'CONTACT_NOT_FOUND', 'There is no such contact');
    return listQuotations(this.runtime.pool, businessId, { ...filter, entityId: contactId });
  }
}
