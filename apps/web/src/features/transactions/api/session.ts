// The business and user ids a receipt's public address is made of (GET /auth).

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
import { transactionsKeys } from '../transactions.keys.js';

export function useReceiptOwner() {
  return useQuery({
    queryKey: [...transactionsKeys.all, 'receipt-owner'],
    queryFn: async () => {
      const response = (await apiClient.get<{ orgId: string; userId: string }>('/auth')) as unknown as { data: { orgId: string; userId: string } };
      return { orgId: response.data.orgId, userId: response.data.userId };
    },
    staleTime: Infinity,
    meta: { tags: [queryTags.session] },
  });
}
