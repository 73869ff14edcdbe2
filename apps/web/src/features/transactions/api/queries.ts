// Reading transactions: the filtered list (and journals), the summary, the daily graph, one transaction, a
// public receipt.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BodyOf, DataOf, Schema } from '../../../lib/api-answers.js';
import { apiClient } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
import { transactionsKeys } from '../transactions.keys.js';

/** One page of the filtered list (spec 002 §7). */
export type TransactionPage = DataOf<'/api/v1/transactions', 'get'>;
/** A transaction as the lists show it: amounts at the currency's scale, dates YYYY-MM-DD. */
export type TransactionSummaryRow = TransactionPage['data'][number];
/** One transaction with its document as recorded, journal lines and payments. */
export type TransactionDetail = DataOf<'/api/v1/transactions/{reference}', 'get'>;
export type TransactionsSummary = DataOf<'/api/v1/transactions/summary', 'get'>;
/** One day of the transactions graph: its totals per series, only the series asked for. */
export type TransactionGraphDay = DataOf<'/api/v1/transaction/graphdata', 'post'>[number];
export type TransactionGraphBody = BodyOf<'/api/v1/transaction/graphdata', 'post'>;
/** A receipt as the public page shows it. */
export type PublicReceipt = DataOf<'/api/v1/receipt/{orgId}/{reference}', 'get'>;

/*
 * The API sends a document and its lines as the recording event holds them (a sale's, an invoice's, an
 * asset purchase's, …), typed loosely: unknown lines, a record of unknown fields. These are what the
 * screens read of them, the fields those documents share.
 */
type Adjustment = Schema<'Adjustment'>;
export interface DocumentLineReading {
  name?: string;
  description?: string;
  productId?: string;
  quantity: string;
  price: string;
  total: string;
}
export interface DocumentTotalsReading {
  subtotal?: string;
  discount?: Adjustment;
  delivery?: Adjustment;
  tax?: Adjustment;
}
export const documentLines = (items: unknown[] | null): DocumentLineReading[] => (items ?? []) as DocumentLineReading[];
export const documentTotals = (document: TransactionDetail['document']): DocumentTotalsReading => (document ?? {}) as DocumentTotalsReading;

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

/** `enabled` false: a filter the API would refuse (an end date before the start) is not asked for. */
export function useTransactions(filter: TransactionFilter, enabled = true) {
  return useQuery({
    queryKey: transactionsKeys.list(filter),
    enabled,
    queryFn: async () => (await apiClient.get<TransactionPage>(`/transactions?${new URLSearchParams(filterQuery(filter))}`)).data,
    placeholderData: keepPreviousData,
    meta: { tags: [queryTags.ledger] },
  });
}

export function useTransactionsSummary(filter: Omit<TransactionFilter, 'page' | 'limit'>, enabled = true) {
  return useQuery({
    queryKey: transactionsKeys.summary(filter),
    enabled,
    queryFn: async () => (await apiClient.get<TransactionsSummary>(`/transactions/summary?${new URLSearchParams(filterQuery(filter))}`)).data,
    placeholderData: keepPreviousData,
    meta: { tags: [queryTags.ledger] },
  });
}

/** The list types the graph draws, one series each; the API refuses the others (transfers, others, assets). */
export const GRAPH_TYPES: readonly string[] = ['sales', 'purchases', 'expenses', 'inflows', 'outflows'];

/** The graph's body for the list's filter: its dates and, when it has a series, its type. */
export function graphBody(filter: Pick<TransactionFilter, 'type' | 'startDate' | 'endDate'>): TransactionGraphBody {
  const body: TransactionGraphBody = {};
  if (filter.startDate) body.startDate = filter.startDate;
  if (filter.endDate) body.endDate = filter.endDate;
  if (filter.type) body.type = filter.type;
  return body;
}

/** Day by day totals (POST /transaction/graphdata); `enabled` false while the filter has nothing to draw. */
export function useTransactionGraph(body: TransactionGraphBody, enabled: boolean) {
  return useQuery({
    queryKey: transactionsKeys.graph(body),
    // POST for a read: the spec's call. Not a command, so it records no position.
    queryFn: async ({ signal }) => (await apiClient.post<TransactionGraphDay[]>('/transaction/graphdata', body, { signal, read: true })).data,
    placeholderData: keepPreviousData,
    meta: { tags: [queryTags.ledger] },
    enabled,
  });
}

export function useTransaction(reference: string) {
  return useQuery({
    queryKey: transactionsKeys.detail(reference),
    queryFn: async () => (await apiClient.get<TransactionDetail>(`/transactions/${encodeURIComponent(reference)}`)).data,
    meta: { tags: [queryTags.ledger] },
  });
}

export function usePublicReceipt(apiPath: string) {
  return useQuery({
    queryKey: transactionsKeys.publicReceipt(apiPath),
    queryFn: async () => (await apiClient.get<PublicReceipt>(apiPath)).data,
  });
}
