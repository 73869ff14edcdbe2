import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient, type ApiSuccess } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
import { authKeys } from '../auth.keys.js';
import type { Session, UserData } from '../types.js';

/** GET /auth, sign-in and sign-up all answer the user with `redirect` beside `data`. */
export type AuthResponse = ApiSuccess<UserData> & { redirect?: boolean };

export function toSession(response: AuthResponse): Session {
  return { user: response.data, needsOnboarding: response.redirect === true };
}

/** The signed-in user, or null when there is no session (401 is an answer here, not a failure). */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<Session | null> {
  try {
    return toSession(await apiClient.get<UserData>('/auth', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    // Sign-in, sign-up, sign-out and the 401 handler update it; no need to ask on every mount.
    staleTime: 5 * 60_000,
    // Writes that change what it shows (the business's name and logo, the plan) invalidate this tag.
    meta: { tags: [queryTags.session] },
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
