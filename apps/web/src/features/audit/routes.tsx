// The audit trail's screens (permission 160), each loaded when first opened.

import type { RouteObject } from 'react-router-dom';
import { codes } from '../../lib/access.js';
import { paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';

const anyOf = [codes.auditTrail];

export const routes: RouteObject[] = [
  lazyPage(paths.audit, 'Audit trail', () => import('./routes/audit-events.js').then((m) => ({ default: m.AuditEventsRoute })), { anyOf }),
  lazyPage(`${paths.audit}/events/:position`, 'Audit event', () => import('./routes/audit-event.js').then((m) => ({ default: m.AuditEventRoute })), { anyOf }),
  lazyPage(
    `${paths.audit}/documents/:id`,
    'Document history',
    () => import('./routes/document-history.js').then((m) => ({ default: m.DocumentHistoryRoute })),
    { anyOf },
  ),
];
