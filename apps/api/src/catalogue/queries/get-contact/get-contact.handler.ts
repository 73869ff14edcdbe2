import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { findContact } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { contactView, type ContactView } from '../../views/contact-view.js';
import { GetContactQuery } from './get-contact.query.js';

@QueryHandler(GetContactQuery)
export class GetContactHandler implements IQueryHandler<GetContactQuery, ContactView> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, contactId }: GetContactQuery): Promise<ContactView> {
    const row = await findContact(this.runtime.pool, businessId, contactId);
    if (!row) throw new AppError(404, 'CONTACT_NOT_FOUND', 'There is no such contact');
    return contactView(row);
  }
}
