// Every dashboard call of spec 000 §7. All read the ledger, so all carry the ledger tag: a sale
// recorded anywhere refreshes them (lib/query-tags.ts).

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf, QueryOf } from '../../lib/api-answers.js';
import { apiClient } from '../../lib/api-client.js';
import { periodToDate } from '@ledgerline/ledger';
import { todayIsoDate } from '../../lib/date.js';
import { queryTags } from '../../lib/query-tags.js';

/** The period select (000 §4): thisMonth by default. */
export type DashboardPeriod = Exclude<QueryOf<'/api/v1/dashboard/summary', 'get'>['filterType'], 'customrange' | undefined>;

export const PERIOD_OPTIONS: { value: DashboardPeriod; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'thisWeek', label: 'This week' },
  { value: 'thisMonth', label: 'This month' },
  { value: 'thisYear', label: 'This year' },
];

/** Lists on the dashboard show 5 each (000 §9). */
export const DASHBOARD_LIST_SIZE = 5;

export type DashboardSummary = DataOf<'/api/v1/dashboard/summary', 'get'>;
export type TodayOverview = DataOf<'/api/v1/dashboard/todayoverview', 'post'>;
export type TopCustomer = DataOf<'/api/v1/dashboard/topcustomers', 'get'>[number];
export type RecentTransaction = DataOf<'/api/v1/dashboard/getrecenttransactions', 'get'>[number];
export type TopProduct = DataOf<'/api/v1/dashboard/topproducts', 'get'>[number];
export type TopExpense = DataOf<'/api/v1/dashboard/gettopexpenses', 'get'>[number];
export type TopEvent = DataOf<'/api/v1/dashboard/topevents', 'get'>[number];
export type OwedStats = DataOf<'/api/v1/payables-and-receivables/stats', 'get'>;
export type GetStarted = DataOf<'/api/v1/get-started', 'get'>;

/** The first and last day of a period, YYYY-MM-DD, on the business's calendar (as the server counts it). */
export function periodRange(period: DashboardPeriod, now: Date = new Date()): { startDate: string; endDate: string } {
  const { from, to } = periodToDate(period, todayIsoDate(now));
  return { startDate: from, endDate: to };
}

/** The revenue graph's window per period (000 §4): days daily, or 12 months monthly for the year. */
export function graphWindow(period: DashboardPeriod): BodyOf<'/api/v1/dashboard/todayoverview', 'post'> {
  switch (period) {
    case 'today':
      return { numberOfDays: 1, reportType: 'daily' };
    case 'thisWeek':
      return { numberOfDays: 7, reportType: 'daily' };
    case 'thisYear':
      return { numberOfDays: 12, reportType: 'monthly' };
    default:
      return { numberOfDays: 30, reportType: 'daily' };
  }
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (period: DashboardPeriod) => [...dashboardKeys.all, 'summary', period] as const,
  overview: (period: DashboardPeriod) => [...dashboardKeys.all, 'today-overview', period] as const,
  list: (name: string, extra?: string) => [...dashboardKeys.all, name, extra ?? ''] as const,
  owedStats: () => [...dashboardKeys.all, 'owed-stats'] as const,
  getStarted: () => [...dashboardKeys.all, 'get-started'] as const,
};

const ledger = { tags: [queryTags.ledger] } as const;

/** The period the dashboard opens on (000 §4). */
export const DEFAULT_PERIOD: DashboardPeriod = 'thisMonth';

export const summaryQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.summary(period),
    queryFn: async ({ signal }) => {
      const { startDate, endDate } = periodRange(period);
      const query = new URLSearchParams({ filterType: period, startDate, endDate });
      return (await apiClient.get<DashboardSummary>(`/dashboard/summary?${query}`, { signal })).data;
    },
    meta: ledger,
  });

export const overviewQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.overview(period),
    // POST for a read: the spec's call. Not a command, so it records no position.
    queryFn: async ({ signal }) => (await apiClient.post<TodayOverview>('/dashboard/todayoverview', graphWindow(period), { signal, read: true })).data,
    meta: ledger,
  });

function listQuery<T>(name: string, path: string, extra?: string) {
  return queryOptions({
    queryKey: dashboardKeys.list(name, extra),
    queryFn: async ({ signal }) => (await apiClient.get<T[]>(path, { signal })).data,
    meta: ledger,
  });
}

export const topCustomersQuery = () => listQuery<TopCustomer>('top-customers', `/dashboard/topcustomers?limit=${DASHBOARD_LIST_SIZE}`);
export const recentTransactionsQuery = () =>
  listQuery<RecentTransaction>('recent-transactions', `/dashboard/getrecenttransactions?limit=${DASHBOARD_LIST_SIZE}`);
export const topProductsQuery = () => listQuery<TopProduct>('top-products', `/dashboard/topproducts?limit=${DASHBOARD_LIST_SIZE}`);
export const topEventsQuery = () => listQuery<TopEvent>('top-events', `/dashboard/topevents?limit=${DASHBOARD_LIST_SIZE}`);
export function topExpensesQuery(period: DashboardPeriod) {
  const { startDate, endDate } = periodRange(period);
  return listQuery<TopExpense>('top-expenses', `/dashboard/gettopexpenses?limit=${DASHBOARD_LIST_SIZE}&startDate=${startDate}&endDate=${endDate}`, period);
}

export const owedStatsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.owedStats(),
    queryFn: async ({ signal }) => (await apiClient.get<OwedStats>('/payables-and-receivables/stats', { signal })).data,
    meta: ledger,
  });

/** Only owner and admin read it (000 §6). */
export const getStartedQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.getStarted(),
    queryFn: async ({ signal }) => (await apiClient.get<GetStarted>('/get-started', { signal })).data,
    meta: { tags: [queryTags.ledger, queryTags.catalogue, queryTags.team, queryTags.businessSettings] },
  });

export const useDashboardSummary = (period: DashboardPeriod) => useQuery(summaryQuery(period));
export const useTodayOverview = (period: DashboardPeriod) => useQuery(overviewQuery(period));
export const useTopCustomers = () => useQuery(topCustomersQuery());
export const useRecentTransactions = () => useQuery(recentTransactionsQuery());
export const useTopProducts = () => useQuery(topProductsQuery());
export const useTopEvents = () => useQuery(topEventsQuery());
export const useTopExpenses = (period: DashboardPeriod) => useQuery(topExpensesQuery(period));
export const useOwedStats = () => useQuery(owedStatsQuery());
export const useGetStarted = (enabled: boolean) => useQuery({ ...getStartedQuery(), enabled });

/** Starts every read the full dashboard makes when it opens (prefetch.ts), each at most once. */
export function prefetchOpeningReads(queryClient: QueryClient, ownerOrAdmin: boolean): void {
  // The summary first: its figures are what the owner looks at.
  void queryClient.prefetchQuery(summaryQuery(DEFAULT_PERIOD));
  void queryClient.prefetchQuery(owedStatsQuery());
  void queryClient.prefetchQuery(overviewQuery(DEFAULT_PERIOD));
  void queryClient.prefetchQuery(recentTransactionsQuery());
  void queryClient.prefetchQuery(topCustomersQuery());
  void queryClient.prefetchQuery(topProductsQuery());
  void queryClient.prefetchQuery(topExpensesQuery(DEFAULT_PERIOD));
  void queryClient.prefetchQuery(topEventsQuery());
  if (ownerOrAdmin) void queryClient.prefetchQuery(getStartedQuery());
}
