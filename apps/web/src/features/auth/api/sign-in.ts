import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiError } from '../../../lib/api-client.js';
import { authKeys } from '../auth.keys.js';
import { normalizeEmail } from '../email.js';
import type { AnswerOf, BodyOf } from '../../../lib/api-answers.js';
import { toSession, type Session, type UserData } from './get-current-user.js';
import { startSession } from './session-cache.js';

/** POST /auth/sign-in's body, as the API documents it. */
export type SignInBody = BodyOf<'/api/v1/auth/sign-in', 'post'>;

export async function signIn(body: SignInBody): Promise<Session> {
  const response = await apiClient.post<UserData, AnswerOf<'/api/v1/auth/sign-in', 'post'>>('/auth/sign-in', { ...body, email: normalizeEmail(body.email) });
  return toSession(response);
}

/** On success the route guard sees the session and leaves the sign-in page (to OnBoarding, the page asked for, or Dashboard). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<Session, ApiError, SignInBody>({
    mutationKey: authKeys.signIn(),
    mutationFn: signIn,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
