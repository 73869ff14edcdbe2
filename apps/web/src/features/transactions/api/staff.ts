// Who can be filtered by: the business's members, by name (GET /accounts/members/search, open to
// everyone who may read the transactions list; owner and admin also get e-mail addresses, used as
// the label of a member without a name).

import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../lib/api-answers.js';
import { apiClient } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
import { transactionsKeys } from '../transactions.keys.js';

/** The most members the call answers at once: the filter offers the first 50 by name. */
const STAFF_LIMIT = 50;

export function useStaffOptions() {
  return useQuery({
    queryKey: [...transactionsKeys.all, 'staff'],
    queryFn: async () => {
      const { data } = await apiClient.get<DataOf<'/api/v1/accounts/members/search', 'get'>>(`/accounts/members/search?limit=${STAFF_LIMIT}`);
      return data.map((member) => ({ value: member.userId, label: member.name || member.email || 'Unnamed member' }));
    },
    retry: false,
    meta: { tags: [queryTags.team] },
  });
}
