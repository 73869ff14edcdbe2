// Every accounts query key starts with queryScopes.accounts, so invalidating [scope] refreshes them all.

import { queryScopes } from '../../lib/query-client.js';

export const accountsKeys = {
  all: [queryScopes.accounts] as const,
  balanceDetails: () => [...accountsKeys.all, 'balance-details'] as const,
};
