import { Module } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../runtime.token.js';
import { AUDIT_SOURCE, type AuditSource } from './audit-source.js';
import { ListAuditEventsController } from './queries/list-audit-events/list-audit-events.controller.js';
import { GetAuditEventController } from './queries/get-audit-event/get-audit-event.controller.js';
import { ListDocumentEventsController } from './queries/list-document-events/list-document-events.controller.js';
import { VerifyAuditChainController } from './queries/verify-audit-chain/verify-audit-chain.controller.js';
import { PostgresAuditSource } from './postgres-audit-source.js';
import { GetAuditEventHandler } from './queries/get-audit-event/get-audit-event.handler.js';
import { ListAuditEventsHandler } from './queries/list-audit-events/list-audit-events.handler.js';
import { ListDocumentEventsHandler } from './queries/list-document-events/list-document-events.handler.js';
import { VerifyAuditChainHandler } from './queries/verify-audit-chain/verify-audit-chain.handler.js';
import { StreamAuditSource } from './stream-audit-source.js';

/** The audit trail: SQL on the events table with the PostgreSQL store, the business stream through the port otherwise. */
export function auditSourceFor(runtime: Runtime): AuditSource {
  return runtime.postgresStore ? new PostgresAuditSource(runtime.pool) : new StreamAuditSource(runtime.store);
}

@Module({
  controllers: [ListAuditEventsController, GetAuditEventController, ListDocumentEventsController, VerifyAuditChainController],
  providers: [
    { provide: AUDIT_SOURCE, inject: [RUNTIME], useFactory: auditSourceFor },
    ListAuditEventsHandler,
    GetAuditEventHandler,
    ListDocumentEventsHandler,
    VerifyAuditChainHandler,
  ],
})
export class AuditModule {}
