import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { verifyStreamChain } from '@ledgerline/event-store';
import type { Runtime } from '@ledgerline/platform';
import { businessStream } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { VerifyAuditChainQuery, type ChainVerification } from './verify-audit-chain.query.js';

@QueryHandler(VerifyAuditChainQuery)
export class VerifyAuditChainHandler implements IQueryHandler<VerifyAuditChainQuery, ChainVerification> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId }: VerifyAuditChainQuery): Promise<ChainVerification> {
    // The hash chain is the PostgreSQL store's; EventStoreDB keeps no such chain to check.
    if (!this.runtime.postgresStore) {
      throw new AppError(501, 'CHAIN_VERIFICATION_UNAVAILABLE', 'Chain verification needs the PostgreSQL event store: EventStoreDB keeps no hash chain');
    }
    const result = await verifyStreamChain(this.runtime.pool, businessStream(businessId));
    if (result.ok) return { ok: true, events: result.events };
    return {
      ok: false,
      events: result.events,
      firstBrokenPosition: result.position === null ? null : result.position.toString(),
      firstBrokenRevision: result.revision === null ? null : result.revision.toString(),
      reason: result.reason,
      message: result.message,
    };
  }
}
