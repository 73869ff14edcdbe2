// The admin area's query keys. Every key starts with 'admin', so signing out forgets them all at once.

import { queryScopes } from '../../lib/query-client.js';

export interface AdminRange {
  startDate: string;
  endDate: string;
}

/** Whose stats: everything (staff), a partner's, or one business's. */
export type StatsScope = { kind: 'all' } | { kind: 'partner'; id: string } | { kind: 'business'; id: string };

export const adminKeys = {
  all: [queryScopes.admin] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  stats: (scope: StatsScope, metric: string, range: AdminRange) =>
    [...adminKeys.all, 'stats', scope.kind, 'id' in scope ? scope.id : '', metric, range.startDate, range.endDate] as const,
  partners: () => [...adminKeys.all, 'partners'] as const,
  partner: (id: string) => [...adminKeys.all, 'partner', id] as const,
  partnerBusinesses: (id: string, query: string) => [...adminKeys.all, 'partner', id, 'businesses', query] as const,
  businesses: (query: string) => [...adminKeys.all, 'businesses', query] as const,
  business: (id: string) => [...adminKeys.all, 'business', id] as const,
  lastPayment: (id: string) => [...adminKeys.all, 'business', id, 'last-payment'] as const,
  businessActivities: (id: string, query: string) => [...adminKeys.all, 'business', id, 'activities', query] as const,
  activities: (query: string) => [...adminKeys.all, 'activities', query] as const,
  users: (query: string) => [...adminKeys.all, 'users', query] as const,
  teamInvites: (query: string) => [...adminKeys.all, 'team-invites', query] as const,
  businessUsers: (id: string, query: string) => [...adminKeys.all, 'business', id, 'users', query] as const,
  report: (id: string, report: string, query: string) => [...adminKeys.all, 'business', id, 'report', report, query] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
  rebuild: (jobId: string) => [...adminKeys.all, 'rebuild', jobId] as const,
};
