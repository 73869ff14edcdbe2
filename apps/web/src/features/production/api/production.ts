import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
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

/** Batches and moves on one page of the production list. */
export const PRODUCTION_PAGE_SIZE = 25;

export const recordsQuery = (type: 'ALL' | 'wip' | 'batch', page: number) =>
  queryOptions({
    queryKey: productionKeys.records(type, page),
    queryFn: async () => {
      const answer = await apiClient.get<ProductionRecord[], AnswerOf<'/api/v1/production', 'get'>>(
        `/production?type=${type}&page=${page}&limit=${PRODUCTION_PAGE_SIZE}`,
      );
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

/** The production commands, by path: what each takes and answers. */
interface ProductionCommands {
  '/production/raw-material': { body: BodyOf<'/api/v1/production/raw-material', 'post'>; answer: DataOf<'/api/v1/production/raw-material', 'post'> };
  '/production/create-wip': { body: BodyOf<'/api/v1/production/create-wip', 'post'>; answer: DataOf<'/api/v1/production/create-wip', 'post'> };
  '/production/produce': { body: BodyOf<'/api/v1/production/produce', 'post'>; answer: DataOf<'/api/v1/production/produce', 'post'> };
  '/accounts/settings/wip': { body: BodyOf<'/api/v1/accounts/settings/wip', 'post'>; answer: DataOf<'/api/v1/accounts/settings/wip', 'post'> };
}

function useProductionCommand<Path extends keyof ProductionCommands>(path: Path) {
  type Command = ProductionCommands[Path];
  const queryClient = useQueryClient();
  // A resubmission of the same body (a retry after a failure or a lost answer) reuses its key: the server records the batch once.
  const keys = useSubmissionKeys();
  return useMutation<ApiSuccess<Command['answer']>, ApiError, Command['body']>({
    mutationFn: (body) => apiClient.post<Command['answer']>(path, body, { headers: { 'Idempotency-Key': keys.keyFor(body) } }),
    onSuccess: async () => {
      keys.complete();
      await queryClient.invalidateQueries({ queryKey: productionKeys.all });
      await invalidateLedgerReads(queryClient);
    },
  });
}

export const useCreateRawMaterial = () => useProductionCommand('/production/raw-material');
export const useMoveToWip = () => useProductionCommand('/production/create-wip');
export const useProduce = () => useProductionCommand('/production/produce');
export const useSetWip = () => useProductionCommand('/accounts/settings/wip');
