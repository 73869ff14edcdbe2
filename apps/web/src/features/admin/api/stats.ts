// Counts over a date range (spec 002 §7: /admin/stats/*, /admin/partners/{id}/stats/*,
// /admin/businesses/{id}/stats/*): a total and its series by day or month, and the plans' split.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../lib/api-answers.js';
import { DEFAULT_TIME_ZONE, dateInZone } from '@ledgerline/ledger';
import { adminKeys, type AdminRange, type StatsScope } from '../admin.keys.js';
import { adminClient, withQuery } from './admin-client.js';

/** The admin range's first day (spec 002 §9); its last day is today. */
export const ADMIN_RANGE_START = '2000-01-01';

/**
 * Today as the server counts days (the product's zone, Lagos): from 23:00 UTC a browser on UTC
 * would still say yesterday and leave out what was recorded since midnight in Lagos.
 */
export function defaultAdminRange(now: Date = new Date()): AdminRange {
  return { startDate: ADMIN_RANGE_START, endDate: dateInZone(now, DEFAULT_TIME_ZONE) };
}

export const countMetrics = [
  { metric: 'users', label: 'Users' },
  { metric: 'active-users', label: 'Active users' },
  // The spec's "entities" are the businesses' contacts (customers and suppliers).
  { metric: 'entities', label: 'Contacts' },
  { metric: 'transactions', label: 'Transactions' },
  { metric: 'invoices', label: 'Invoices' },
  { metric: 'products', label: 'Products' },
  { metric: 'services', label: 'Services' },
  { metric: 'paying-customers', label: 'Paying customers' },
  { metric: 'logins', label: 'Logins' },
] as const;

export type CountMetric = (typeof countMetrics)[number]['metric'];

/** What a business's stats cover (spec 002 §7): its records, not its people. */
export const businessMetrics: readonly CountMetric[] = ['transactions', 'invoices', 'products', 'entities', 'services'];

export type CountSeries = DataOf<'/api/v1/admin/stats/users', 'get'>;
export type PlanSplit = DataOf<'/api/v1/admin/stats/plans', 'get'>;

function statsPath(scope: StatsScope, metric: string): string {
  if (scope.kind === 'partner') return `/admin/partners/${encodeURIComponent(scope.id)}/stats/${metric}`;
  if (scope.kind === 'business') return `/admin/businesses/${encodeURIComponent(scope.id)}/stats/${metric}`;
  return `/admin/stats/${metric}`;
}

export function useCountStat(scope: StatsScope, metric: CountMetric, range: AdminRange) {
  return useQuery({
    queryKey: adminKeys.stats(scope, metric, range),
    queryFn: async () => (await adminClient.get<CountSeries>(withQuery(statsPath(scope, metric), { ...range }))).data,
    placeholderData: keepPreviousData,
  });
}

export function usePlanSplit(scope: StatsScope, range: AdminRange, enabled = true) {
  return useQuery({
    queryKey: adminKeys.stats(scope, 'plans', range),
    queryFn: async () => (await adminClient.get<PlanSplit>(withQuery(statsPath(scope, 'plans'), { ...range }))).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
