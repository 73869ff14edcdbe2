// The report calls (spec 002 §7 "Reports"): GETs answering { success, data }. Each report is
// one query keyed by its path and query, tagged ledger so writes refetch it.

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiError } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
import { reportsKeys } from '../reports.keys.js';

export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
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

/** POST reports (sales, inventory, expense) take their period in the body. */
export function usePostReport<T>(path: string, body: Record<string, unknown>) {
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

/** A statement line: a label, one amount per column, maybe lines of its own. */
export interface StatementLine {
  key: string;
  label: string;
  code?: string;
  amounts: string[];
  lines?: StatementLine[];
}

export interface StatementSection {
  key: string;
  label: string;
  lines: StatementLine[];
  total: StatementLine;
}

export interface ProfitAndLoss {
  businessName: string;
  currency: string;
  knownAt: string | null;
  periods: { startDate: string; endDate: string }[];
  revenue: StatementSection;
  costOfSales: StatementSection;
  grossProfit: StatementLine;
  operatingExpenses: StatementSection;
  otherIncome: StatementSection;
  operatingProfit: StatementLine;
  finance: StatementSection;
  netProfit: StatementLine;
  vatOnSales?: StatementLine;
}

export interface BalanceSheetPart {
  businessName: string;
  currency: string;
  knownAt: string | null;
  columns: { date: string; profitFrom: string }[];
  totals: { totalAssets: string[]; liabilities: string[]; equity: string[]; totalLiabilitiesAndEquity: string[] };
  balanced: boolean[];
  currentAssets?: StatementSection;
  fixedAssets?: StatementSection;
  totalAssets?: StatementLine;
  liabilities?: StatementSection;
  equity?: StatementSection;
  totalLiabilitiesAndEquity?: StatementLine;
}
