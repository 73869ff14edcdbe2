import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { businessStream } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { describeEvent, userIdsOf, type AuditEventDetail, type AuditPage } from '../../audit-events.js';
import { AUDIT_SOURCE, type AuditSource } from '../../audit-source.js';
import { loadUserNames } from '../../user-names.js';
import { ListDocumentEventsQuery } from './list-document-events.query.js';

@QueryHandler(ListDocumentEventsQuery)
export class ListDocumentEventsHandler implements IQueryHandler<ListDocumentEventsQuery, AuditPage<AuditEventDetail>> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(AUDIT_SOURCE) private readonly source: AuditSource,
  ) {}

  async execute({ businessId, document, page, limit }: ListDocumentEventsQuery): Promise<AuditPage<AuditEventDetail>> {
    const { events, total } = await this.source.page(businessStream(businessId), { filter: { document }, order: 'asc', page, limit });
    // No event of this business names it: another business's document, or none at all.
    if (total === 0) throw new AppError(404, 'DOCUMENT_NOT_FOUND', 'No event of this business names that document');
    const names = await loadUserNames(this.runtime.pool, userIdsOf(events));
    return { data: events.map((event) => describeEvent(event, names)), page, limit, total, totalPages: Math.ceil(total / limit) };
  }
}
