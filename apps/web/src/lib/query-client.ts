// React Query defaults: retries, the 401 rule, invalidation by tags (query-tags.ts) and mutation alerts.

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';
import { notifyFailure, notifySuccess } from './notify.js';
import { queryTags, tagsMeet, type QueryTag } from './query-tags.js';

/**
 * Root segment of each feature's query keys (features build their key factories on it). Keys are
 * for caching and `setQueryData`; invalidation across features goes by tags, not by these roots.
 */
export const queryScopes = {
  accounts: 'accounts',
  /** The provider admin area: its own token, and its own way out on a 401 (features/admin). */
  admin: 'admin',
  auth: 'auth',
  transactions: 'transactions',
} as const;

/** The signed-in user (features/auth owns it). Here because a 401 on any read means the session ended. */
export const currentUserQueryKey = [queryScopes.auth, 'current-user'] as const;

function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  // A 4xx will not change on retry; network errors, 5xx and 503 "read model catching up" may.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

function serverMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // The session expired or was ended elsewhere: re-check it, and the route guard sends the owner to sign in.
        const ownSession = query.queryKey[0] !== queryScopes.auth && query.queryKey[0] !== queryScopes.admin;
        if (error instanceof ApiError && error.status === 401 && ownSession) {
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        }
      },
    }),
    mutationCache: new MutationCache({
      // Awaited by React Query: the mutation stays pending until the tagged reads have refetched,
      // so a page never shows "saved" beside a figure from before the save.
      onSuccess: async (data, _variables, _context, mutation) => {
        const { invalidates, notify } = mutation.meta ?? {};
        if (notify?.success) {
          const message = typeof notify.success === 'string' ? notify.success : serverMessage(data);
          if (message) notifySuccess(message);
        }
        if (invalidates && invalidates.length > 0) {
          await queryClient.invalidateQueries({ predicate: (query) => tagsMeet(query.meta?.tags, invalidates) });
        }
      },
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.notify?.failure !== true) return;
        notifyFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
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

/**
 * Refetches every read showing ledger figures or stock, for writes made outside a mutation's
 * `meta.invalidates` (the till's offline queue sends sales from a background loop).
 */
export function invalidateLedgerReads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => tagsMeet(query.meta?.tags, [queryTags.ledger, queryTags.catalogue]) });
}

/** Refetches every read carrying one of `tags`, for a write confirmed outside a mutation (a card payment's confirmation). */
export function invalidateTaggedReads(queryClient: QueryClient, tags: readonly QueryTag[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => tagsMeet(query.meta?.tags, tags) });
}
