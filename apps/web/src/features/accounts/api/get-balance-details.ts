import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
import { accountsKeys } from '../accounts.keys.js';
import type { DataOf } from '../../../lib/api-answers.js';

/** Cash on hand and each bank account, with their balances (decimal strings). */
export type BalanceDetails = DataOf<'/api/v1/accounts/balancedetails', 'get'>;

export async function getBalanceDetails({ signal }: { signal?: AbortSignal } = {}): Promise<BalanceDetails> {
  const response = await apiClient.get<BalanceDetails>('/accounts/balancedetails', { signal });
  return response.data;
}

export function balanceDetailsQueryOptions() {
  return queryOptions({
    queryKey: accountsKeys.balanceDetails(),
    queryFn: ({ signal }) => getBalanceDetails({ signal }),
    meta: { tags: [queryTags.ledger] },
  });
}

export function useBalanceDetails() {
  return useQuery(balanceDetailsQueryOptions());
}
