import { Query } from '@nestjs/cqrs';
import type { AuditEventDetail, AuditPage } from '../../audit-events.js';

/** The history of one document (a transaction by id or reference, a product, a contact): its events oldest first, in full. */
export class ListDocumentEventsQuery extends Query<AuditPage<AuditEventDetail>> {
  constructor(
    readonly businessId: string,
    readonly document: string,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
