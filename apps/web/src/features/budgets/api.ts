// The budget routes (ours, under /api/v1/budgets; docs/budgets.md). Budgets post nothing: writes
// change the budget reads only; the actuals also follow the books (tagged ledger).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../lib/api-client.js';
import { queryTags } from '../../lib/query-tags.js';
import { budgetsKeys } from './budgets.keys.js';

export type Budget = DataOf<'/api/v1/budgets/{id}', 'get'>;
export type BudgetKind = Budget['kind'];
export type BudgetBody = BodyOf<'/api/v1/budgets', 'post'>;
export type BudgetActuals = DataOf<'/api/v1/budgets/{id}/actuals', 'get'>;
export type BudgetFigure = BudgetActuals['income']['total'];
export type BudgetAccounts = DataOf<'/api/v1/budgets/accounts', 'get'>;
export type BudgetAccount = BudgetAccounts['profitLoss'][number];
type Written = DataOf<'/api/v1/budgets', 'post'>;

const byId = (id: string) => `/budgets/${encodeURIComponent(id)}`;

export const useBudgets = (kind: BudgetKind) =>
  useQuery({ queryKey: budgetsKeys.list(kind), queryFn: async () => (await apiClient.get<Budget[]>(`/budgets?kind=${kind}`)).data });

export const useBudgetAccounts = () =>
  useQuery({ queryKey: budgetsKeys.accounts(), staleTime: Infinity, queryFn: async () => (await apiClient.get<BudgetAccounts>('/budgets/accounts')).data });

export const useBudget = (id: string | null) =>
  useQuery({ queryKey: budgetsKeys.detail(id ?? ''), enabled: Boolean(id), queryFn: async () => (await apiClient.get<Budget>(byId(id!))).data });

export const useBudgetActuals = (id: string | null) =>
  useQuery({
    queryKey: budgetsKeys.actuals(id ?? ''),
    enabled: Boolean(id),
    meta: { tags: [queryTags.ledger] },
    queryFn: async () => (await apiClient.get<BudgetActuals>(`${byId(id!)}/actuals`)).data,
  });

function useBudgetWrite<TVariables>(write: (variables: TVariables) => Promise<ApiSuccess<Written>>) {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<Written>, ApiError, TVariables>({
    mutationFn: write,
    meta: { notify: { success: true } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetsKeys.all }),
  });
}

/** Create, or replace the whole budget when it has an id; the key makes a retried save land once. */
export const useSaveBudget = (id: string | null) =>
  useBudgetWrite(({ body, idempotencyKey }: { body: BudgetBody; idempotencyKey: string }) => {
    const options = { headers: { 'Idempotency-Key': idempotencyKey } };
    return id ? apiClient.put<Written>(byId(id), body, options) : apiClient.post<Written>('/budgets', body, options);
  });

export const useDeleteBudget = () => useBudgetWrite((id: string) => apiClient.delete<Written>(byId(id)));
