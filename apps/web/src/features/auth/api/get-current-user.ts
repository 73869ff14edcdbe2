import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.js';
import type { AnswerOf, DataOf } from '../../../lib/api-answers.js';
import { queryTags } from '../../../lib/query-tags.js';
import { rememberSignedIn, useWasSignedIn } from '../../../lib/signed-in.js';
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

/**
 * The signed-in user, or null when there is no session (401 is an answer here, not a failure). Either
 * answer sets the browser's signed-in flag (lib/signed-in.ts).
 */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<Session | null> {
  try {
    const session = toSession(await apiClient.get<UserData, AnswerOf<'/api/v1/auth', 'get'>>('/auth', { signal }));
    rememberSignedIn(true);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberSignedIn(false);
      return null;
    }
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

/**
 * The session on the pages for the signed-out (sign-in, sign-up, join team, a provider's invitation),
 * which send a signed-in user on: asked for only when this browser was signed in (lib/signed-in.ts).
 * Otherwise no one is, and nothing is asked: GET /auth would answer 401, which the browser logs as an
 * error. `data` is null when signed out, undefined while asking or when the check failed.
 */
export function useCurrentUserIfSignedIn(): { data: Session | null | undefined; isPending: boolean } {
  const signedIn = useWasSignedIn();
  const session = useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
  if (!signedIn) return { data: null, isPending: false };
  return { data: session.data, isPending: session.isPending };
}
