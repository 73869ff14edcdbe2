import { Query } from '@nestjs/cqrs';
import type { AuditEventSummary, AuditPage, AuditPageRequest } from '../../audit-events.js';

/** A page of the business's events, filtered (type, user, recorded between, document). */
export class ListAuditEventsQuery extends Query<AuditPage<AuditEventSummary>> {
  constructor(
    readonly businessId: string,
    readonly request: AuditPageRequest,
  ) {
    super();
  }
}
