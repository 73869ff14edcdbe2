import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { businessStream } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { summariseEvent, userIdsOf, type AuditEventSummary, type AuditPage } from '../../audit-events.js';
import { AUDIT_SOURCE, type AuditSource } from '../../audit-source.js';
import { loadUserNames } from '../../user-names.js';
import { ListAuditEventsQuery } from './list-audit-events.query.js';

@QueryHandler(ListAuditEventsQuery)
export class ListAuditEventsHandler implements IQueryHandler<ListAuditEventsQuery, AuditPage<AuditEventSummary>> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(AUDIT_SOURCE) private readonly source: AuditSource,
  ) {}

  async execute({ businessId, request }: ListAuditEventsQuery): Promise<AuditPage<AuditEventSummary>> {
    const { events, total } = await this.source.page(businessStream(businessId), request);
    const names = await loadUserNames(this.runtime.pool, userIdsOf(events));
    return {
      data: events.map((event) => summariseEvent(event, names)),
      page: request.page,
      limit: request.limit,
      total,
      totalPages: Math.ceil(total / request.limit),
    };
  }
}
