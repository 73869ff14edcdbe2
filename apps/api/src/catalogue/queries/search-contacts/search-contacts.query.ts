import { Query } from '@nestjs/cqrs';
import type { ContactView } from '../../views/contact-view.js';

export class SearchContactsQuery extends Query<ContactView[]> {
  constructor(
    readonly businessId: string,
    readonly q: string,
    readonly limit: number,
  ) {
    super();
  }
}
