import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { findContact, listInvoices } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { ListContactInvoicesQuery, type ContactInvoicesPage } from './list-contact-invoices.query.js';

/** A contact's invoices (the invoices read model); another business's contact is 404, not an empty list. */
@QueryHandler(ListContactInvoicesQuery)
export class ListContactInvoicesHandler implements IQueryHandler<ListContactInvoicesQuery, ContactInvoicesPage> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, contactId, filter }: ListContactInvoicesQuery): Promise<ContactInvoicesPage> {
    if (!(await findContact(this.runtime.pool, businessId, contactId))) throw new AppError(404, 'CONTACT_NOT_FOUND', 'There is no such contact');
    return listInvoices(this.runtime.pool, businessId, { ...filter, entityId: contactId });
  }
}
