// Every transactions query key starts with queryScopes.transactions, so invalidating [scope] refreshes them all.

import { queryScopes } from '../../lib/query-client.js';

export const transactionsKeys = {
  all: [queryScopes.transactions] as const,
  lists: () => [...transactionsKeys.all, 'list'] as const,
  detail: (id: string) => [...transactionsKeys.all, 'detail', id] as const,
  /** Mutation key, so the UI can tell a money-in save is in flight anywhere (useIsMutating). */
  createMoneyIn: () => [...transactionsKeys.all, 'create-money-in'] as const,
};
