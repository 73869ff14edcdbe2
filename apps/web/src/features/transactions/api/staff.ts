// Who can be filtered by: the team's members (GET /accounts/teams; owner and admin only, so a
// member simply gets no staff filter).

import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../lib/api-answers.js';
import { apiClient } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
import { transactionsKeys } from '../transactions.keys.js';

export function useStaffOptions() {
  return useQuery({
    queryKey: [...transactionsKeys.all, 'staff'],
    queryFn: async () => {
      const { data } = await apiClient.get<DataOf<'/api/v1/accounts/teams', 'get'>>('/accounts/teams');
      return data.members.map((member) => ({
        value: member.userId,
        label: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email,
      }));
    },
    retry: false,
    meta: { tags: [queryTags.team] },
  });
}
