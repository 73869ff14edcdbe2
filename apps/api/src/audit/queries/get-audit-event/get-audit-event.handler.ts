import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { businessStream } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { describeEvent, userIdsOf, type AuditEventDetail } from '../../audit-events.js';
import { AUDIT_SOURCE, type AuditSource } from '../../audit-source.js';
import { loadUserNames } from '../../user-names.js';
import { GetAuditEventQuery } from './get-audit-event.query.js';

@QueryHandler(GetAuditEventQuery)
export class GetAuditEventHandler implements IQueryHandler<GetAuditEventQuery, AuditEventDetail> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(AUDIT_SOURCE) private readonly source: AuditSource,
  ) {}

  async execute({ businessId, position }: GetAuditEventQuery): Promise<AuditEventDetail> {
    // Another business's event is looked for in this business's stream only, so it is not found.
    const event = await this.source.byPosition(businessStream(businessId), position);
    if (!event) throw new AppError(404, 'EVENT_NOT_FOUND', 'There is no such event in this business');
    return describeEvent(event, await loadUserNames(this.runtime.pool, userIdsOf([event])));
  }
}
