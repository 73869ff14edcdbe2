// Query keys of the transactions feature (caching); invalidation goes by tags (lib/query-tags.ts).

import { paymentAccountsQueryKey } from '../../lib/payment-accounts.js';
import { queryScopes } from '../../lib/query-client.js';

export const transactionsKeys = {
  all: [queryScopes.transactions] as const,
  lists: () => [...transactionsKeys.all, 'list'] as const,
  list: (filter: object) => [...transactionsKeys.lists(), filter] as const,
  summary: (filter: object) => [...transactionsKeys.all, 'summary', filter] as const,
  graph: (body: object) => [...transactionsKeys.all, 'graph', body] as const,
  detail: (reference: string) => [...transactionsKeys.all, 'detail', reference] as const,
  paymentAccounts: () => paymentAccountsQueryKey,
  productSearch: (q: string, type?: string) => [...transactionsKeys.all, 'product-search', q, type ?? ''] as const,
  contactSearch: (q: string) => [...transactionsKeys.all, 'contact-search', q] as const,
  publicReceipt: (path: string) => [...transactionsKeys.all, 'public-receipt', path] as const,
};
