import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { newIdempotencyKey } from '../../../lib/idempotency.js';
import { invalidateLedgerReads } from '../../../lib/query-client.js';
import { posKeys } from '../pos.keys.js';

/** A cashier's register (spec 002 §3), open or the last one closed. */
export type Register = NonNullable<DataOf<'/api/v1/pos/active-register', 'get'>>;

export const activeRegisterQuery = () =>
  queryOptions({ queryKey: posKeys.activeRegister(), queryFn: async () => (await apiClient.get<Register | null>('/pos/active-register')).data });
export const latestRegisterQuery = () =>
  queryOptions({ queryKey: posKeys.latestRegister(), queryFn: async () => (await apiClient.get<Register | null>('/pos/latest-register')).data });

export const useActiveRegister = () => useQuery(activeRegisterQuery());
export const useLatestRegister = () => useQuery(latestRegisterQuery());

export function useOpenRegister() {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<DataOf<'/api/v1/pos/register', 'post'>>, ApiError, BodyOf<'/api/v1/pos/register', 'post'>>({
    mutationFn: (body) =>
      apiClient.post<DataOf<'/api/v1/pos/register', 'post'>>('/pos/register', body, { headers: { 'Idempotency-Key': newIdempotencyKey() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: posKeys.all }),
  });
}

export function useCloseRegister() {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<DataOf<'/api/v1/pos/register', 'put'>>, ApiError, BodyOf<'/api/v1/pos/register', 'put'>>({
    mutationFn: (body) => apiClient.put<DataOf<'/api/v1/pos/register', 'put'>>('/pos/register', body, { headers: { 'Idempotency-Key': newIdempotencyKey() } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: posKeys.all });
      await invalidateLedgerReads(queryClient);
    },
  });
}
