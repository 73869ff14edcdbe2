// Reading transactions: the filtered list (and journals), the summary, one transaction, a public receipt.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
import { transactionsKeys } from '../transactions.keys.js';
import type { Page, TransactionDetail, TransactionSummaryRow } from '../types.js';

/** The generic list filter (spec 002 §7) as the list screen holds it. */
export interface TransactionFilter {
  type?: string;
  startDate?: string;
  endDate?: string;
  paymentMethod?: string;
  staff?: string;
  q?: string;
  page: number;
  limit: number;
}

export function filterQuery(filter: Omit<TransactionFilter, 'page' | 'limit'> & { page?: number; limit?: number }): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.startDate || filter.endDate) {
    query.filterType = 'customrange';
    if (filter.startDate) query.startDate = filter.startDate;
    if (filter.endDate) query.endDate = filter.endDate;
  }
  if (filter.type) query.filterByType = filter.type;
  if (filter.paymentMethod) query.filterByPaymentMethod = filter.paymentMethod;
  if (filter.staff) query.filterByStaff = filter.staff;
  if (filter.q?.trim()) query.q = filter.q.trim();
  if (filter.page) query.page = String(filter.page);
  if (filter.limit) query.limit = String(filter.limit);
  return query;
}

export function useTransactions(filter: TransactionFilter) {
  return useQuery({
    queryKey: transactionsKeys.list(filter),
    queryFn: async () => (await apiClient.get<Page<TransactionSummaryRow>>(`/transactions?${new URLSearchParams(filterQuery(filter))}`)).data,
    placeholderData: keepPreviousData,
    meta: { tags: [queryTags.ledger] },
  });
}

export interface TransactionsSummary {
  currency: string;
  sales: string;
  purchases: string;
  expenses: string;
  inflows: string;
  outflows: string;
  transfers: string;
  others: string;
  count: number;
}

export function useTransactionsSummary(filter: Omit<TransactionFilter, 'page' | 'limit'>) {
  return useQuery({
    queryKey: transactionsKeys.summary(filter),
    queryFn: async () => (await apiClient.get<TransactionsSummary>(`/transactions/summary?${new URLSearchParams(filterQuery(filter))}`)).data,
    placeholderData: keepPreviousData,
    meta: { tags: [queryTags.ledger] },
  });
}

export function useTransaction(reference: string) {
  return useQuery({
    queryKey: transactionsKeys.detail(reference),
    queryFn: async () => (await apiClient.get<TransactionDetail>(`/transactions/${encodeURIComponent(reference)}`)).data,
    meta: { tags: [queryTags.ledger] },
  });
}

export interface PublicReceipt {
  business?: { name?: string; address?: string | null; phone?: string | null; email?: string | null };
  reference: string;
  date: string;
  status?: string;
  currency?: string;
  items?: { name: string; quantity: string; price: string; total: string }[];
  subtotal?: string;
  discount?: string | { amount: string };
  delivery?: string | { amount: string };
  tax?: string | { amount: string };
  total: string;
  paid?: string;
  balance?: string;
  customer?: { name?: string } | null;
  footnote?: string | null;
  [key: string]: unknown;
}

export function usePublicReceipt(apiPath: string) {
  return useQuery({
    queryKey: transactionsKeys.publicReceipt(apiPath),
    queryFn: async () => (await apiClient.get<PublicReceipt>(apiPath)).data,
  });
}
