import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.js';
import type { AnswerOf, DataOf } from '../../../lib/api-answers.js';
import { queryTags } from '../../../lib/query-tags.js';
import { authKeys } from '../auth.keys.js';

/** The signed-in user as GET /api/v1/auth and sign-in/sign-up answer it (spec 000 §3). */
export type UserData = DataOf<'/api/v1/auth', 'get'>;
export type UserRole = NonNullable<UserData['role']>;

/** GET /auth, sign-in and sign-up all answer the user with `redirect` beside `data`. */
type AuthResponse = Pick<AnswerOf<'/api/v1/auth', 'get'>, 'data' | 'redirect'>;

/** The signed-in user as the client keeps it. */
export interface Session {
  user: UserData;
  /** The server's `redirect`: signed in, but no business yet, so OnBoarding comes first. */
  needsOnboarding: boolean;
}

export function toSession(response: AuthResponse): Session {
  return { user: response.data, needsOnboarding: response.redirect === true };
}

/** The signed-in user, or null when there is no session (401 is an answer here, not a failure). */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<Session | null> {
  try {
    return toSession(await apiClient.get<UserData, AnswerOf<'/api/v1/auth', 'get'>>('/auth', { signal }));
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
