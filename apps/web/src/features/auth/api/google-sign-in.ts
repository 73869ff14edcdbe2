// Sign-in with Google (docs/sessions.md): the button leads the browser to the API's start call, which
// sends it to Google; Google sends it back to /auth/google/callback with code and state, which the
// callback page posts here. The state cookie the start call set goes along (same origin).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE_PATH, apiClient, type ApiError } from '../../../lib/api-client.js';
import type { AnswerOf, BodyOf, DataOf } from '../../../lib/api-answers.js';
import { authKeys } from '../auth.keys.js';
import { toSession, type Session, type UserData } from './get-current-user.js';
import { startSession } from './session-cache.js';

/** A full-page navigation, not a fetch: the API answers with a redirect to Google. */
export const GOOGLE_START_URL = `${API_BASE_PATH}/auth/google/start`;

export type GoogleSignInBody = BodyOf<'/api/v1/auth/google', 'post'>;

/** Whether the server has Google sign-in configured; any failure counts as "no" (the button stays hidden). */
export function useGoogleSignInConfigured(): boolean {
  const query = useQuery({
    queryKey: authKeys.googleConfig(),
    queryFn: async ({ signal }) => (await apiClient.get<DataOf<'/api/v1/auth/google', 'get'>>('/auth/google', { signal })).data.configured === true,
    staleTime: Infinity,
    retry: false,
  });
  return query.data === true;
}

export async function completeGoogleSignIn(body: GoogleSignInBody): Promise<Session> {
  const response = await apiClient.post<UserData, AnswerOf<'/api/v1/auth/google', 'post'>>('/auth/google', body);
  const session = toSession(response);
  return { ...session, needsOnboarding: session.needsOnboarding || response.redirectToOnboarding === true };
}

/** On success the guest-only guard sees the session and goes on to OnBoarding or the Dashboard (000 §4). */
export function useCompleteGoogleSignIn() {
  const queryClient = useQueryClient();
  return useMutation<Session, ApiError, GoogleSignInBody>({
    mutationKey: authKeys.googleSignIn(),
    mutationFn: completeGoogleSignIn,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
