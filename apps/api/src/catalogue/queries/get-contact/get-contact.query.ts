import { Query } from '@nestjs/cqrs';
import type { ContactView } from '../../views/contact-view.js';

/** One contact of the business; another business's id: 404. */
export class GetContactQuery extends Query<ContactView> {
  constructor(
    readonly businessId: string,
    readonly contactId: string,
  ) {
    super();
  }
}
