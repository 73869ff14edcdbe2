import { Query } from '@nestjs/cqrs';
import type { AuditEventDetail } from '../../audit-events.js';

/** One event of the business by its global position, with its data (upcast) and metadata. */
export class GetAuditEventQuery extends Query<AuditEventDetail> {
  constructor(
    readonly businessId: string,
    readonly position: bigint,
  ) {
    super();
  }
}
