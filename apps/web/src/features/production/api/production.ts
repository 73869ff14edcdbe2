import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError } from '../../../lib/api-client.js';
import { newIdempotencyKey } from '../../../lib/idempotency.js';
import { invalidateLedgerReads } from '../../../lib/query-client.js';
import { productionKeys } from '../production.keys.js';

export type ProductionSummary = DataOf<'/api/v1/production/summary', 'get'>;
/** A raw material or a product to pick. */
export type StockChoice = DataOf<'/api/v1/production/search', 'get'>[number];
/** Raw materials moved to work in progress, or a batch produced. */
export type ProductionRecord = DataOf<'/api/v1/production', 'get'>[number];

export const summaryQuery = () =>
  queryOptions({ queryKey: productionKeys.summary(), queryFn: async () => (await apiClient.get<ProductionSummary>('/production/summary?type=ALL')).data });
export const useProductionSummary = () => useQuery(summaryQuery());

export const recordsQuery = (type: 'ALL' | 'wip' | 'batch', page: number) =>
  queryOptions({
    queryKey: productionKeys.records(type, page),
    queryFn: async () => {
      const answer = (await apiClient.get<ProductionRecord[]>(`/production?type=${type}&page=${page}&limit=25`)) as AnswerOf<'/api/v1/production', 'get'>;
      return { rows: answer.data, total: answer.total };
    },
  });
export const useProductionRecords = (type: 'ALL' | 'wip' | 'batch', page: number) => useQuery(recordsQuery(type, page));

export const stockSearchQuery = (q: string, type: 'RAW_MATERIAL' | 'PRODUCT') =>
  queryOptions({
    queryKey: productionKeys.search(q, type),
    queryFn: async () => (await apiClient.get<StockChoice[]>(`/production/search?query=${encodeURIComponent(q)}&type=${type}`)).data,
  });
export const useStockSearch = (q: string, type: 'RAW_MATERIAL' | 'PRODUCT') => useQuery(stockSearchQuery(q, type));

export const wipQuery = () =>
  queryOptions({
    queryKey: productionKeys.wip(),
    queryFn: async () => (await apiClient.get<DataOf<'/api/v1/production/wip-raw-materials', 'get'>>('/production/wip-raw-materials')).data,
  });
export const useWip = () => useQuery(wipQuery());

export const wipSettingQuery = () =>
  queryOptions({
    queryKey: productionKeys.settings(),
    queryFn: async () => (await apiClient.get<DataOf<'/api/v1/accounts/settings', 'get'>>('/accounts/settings')).data.wipStatus,
  });
export const useWipSetting = () => useQuery(wipSettingQuery());

function useProductionCommand<TBody>(path: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, TBody>({
    mutationFn: (body) => apiClient.post(path, body, { headers: { 'Idempotency-Key': newIdempotencyKey() } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productionKeys.all });
      await invalidateLedgerReads(queryClient);
    },
  });
}

export const useCreateRawMaterial = () =>
  useProductionCommand<{ name: string; sku?: string; measurement?: string; quantity?: string; price?: string }>('/production/raw-material');
export const useMoveToWip = () => useProductionCommand<{ items: { id: string; quantity: string }[] }>('/production/create-wip');
export const useProduce = () =>
  useProductionCommand<{
    inputs: { id: string; quantity: string }[];
    wip?: string;
    additionalCosts: { description: string; amount: string }[];
    account: string;
    outputs: { id: string; quantity: string; price: string }[];
  }>('/production/produce');
export const useSetWip = () => useProductionCommand<{ wipStatus: boolean }>('/accounts/settings/wip');
