// React Query defaults and the query scopes that cross feature boundaries.

import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';

/**
 * Root segment of each feature's query keys. Features may not import each other, yet a command
 * in one (money in) changes what another reads (account balances); both sides take the root
 * from here, and each feature's keys factory builds on it.
 */
export const queryScopes = {
  accounts: 'accounts',
  auth: 'auth',
  transactions: 'transactions',
} as const;

/** The signed-in user (features/auth owns it). Here because a 401 on any read means the session ended. */
export const currentUserQueryKey = [queryScopes.auth, 'current-user'] as const;

/** Everything derived from the ledger: stale after any command that posts journal lines. */
export const ledgerReadScopes = [queryScopes.accounts, queryScopes.transactions] as const;

export function invalidateLedgerReads(queryClient: QueryClient): Promise<void> {
  return Promise.all(ledgerReadScopes.map((scope) => queryClient.invalidateQueries({ queryKey: [scope] }))).then(() => undefined);
}

function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  // A 4xx will not change on retry; network errors, 5xx and 503 "read model catching up" may.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // The session expired or was ended elsewhere: re-check it, and the route guard sends the owner to sign in.
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== queryScopes.auth) {
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: true,
      },
      mutations: {
        // Never retried behind the owner's back: they press the button again, with the same key.
        retry: false,
      },
    },
  });
  return queryClient;
}
