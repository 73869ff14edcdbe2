// The report calls (spec 002 §7 "Reports"): GETs answering { success, data }. Each report is
// one query keyed by its path and query, tagged ledger so writes refetch it.

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
import { reportsKeys } from '../reports.keys.js';

export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The non-blank fields of a report's body: the API's defaults stand for what is left out. */
export function compactBody<T extends Record<string, string | number | undefined>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

export function useReport<T>(path: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reportsKeys.report(path),
    queryFn: async () => (await apiClient.get<T>(path)).data,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { tags: [queryTags.ledger] },
  });
}

/** POST reports (sales, inventory, expense) take their period in the body (the caller checks it: `satisfies BodyOf<…>`). */
export function usePostReport<T>(path: string, body: object) {
  return useQuery({
    queryKey: [...reportsKeys.report(path), body],
    queryFn: async () => (await apiClient.post<T>(path, body, { read: true })).data,
    placeholderData: keepPreviousData,
    meta: { tags: [queryTags.ledger] },
  });
}

export function useSendReport() {
  return useMutation<unknown, ApiError, string>({
    mutationFn: (path) => apiClient.get<unknown>(path),
    meta: { notify: { success: true } },
  });
}

export type ProfitAndLoss = DataOf<'/api/v1/reports/profit-and-loss/{param}', 'get'>;
/** A statement section: its lines and its total. */
export type StatementSection = ProfitAndLoss['revenue'];
/** A statement line: a label, one amount per column, maybe lines of its own. */
export type StatementLine = StatementSection['total'];
/** The balance sheet's three calls: the same columns and totals, each with its own parts. */
export type BalanceSheetAssets = DataOf<'/api/v1/reports/balance-sheet/current-assets', 'get'>;
export type BalanceSheetLiabilities = DataOf<'/api/v1/reports/balance-sheet/liabilities', 'get'>;
export type BalanceSheetEquity = DataOf<'/api/v1/reports/balance-sheet/equity', 'get'>;
