import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiError } from '../../../lib/api-client.js';
import { authKeys } from '../auth.keys.js';
import { normalizeEmail } from '../email.js';
import { forgetReferralCode } from '../referral-code.js';
import type { AnswerOf } from '../../../lib/api-answers.js';
import { toSession, type Session, type UserData } from './get-current-user.js';
import { startSession } from './session-cache.js';

export interface SignUpBody {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Standard sign-up only. */
  referralCode?: string;
  /** Promo sign-up only (/sign-up/promo/:code), sent instead of referralCode. */
  promoCode?: string;
  plan?: string;
  period?: string;
}

/** Optional parts travel only when they hold something; the e-mail goes lower-cased. */
export function signUpPayload(body: SignUpBody): Record<string, string> {
  const payload: Record<string, string> = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: normalizeEmail(body.email),
    password: body.password,
  };
  for (const key of ['referralCode', 'promoCode', 'plan', 'period'] as const) {
    const value = body[key]?.trim();
    if (value) payload[key] = value;
  }
  return payload;
}

export async function signUp(body: SignUpBody): Promise<Session> {
  const response = await apiClient.post<UserData>('/auth/sign-up', signUpPayload(body));
  return toSession(response as AnswerOf<'/api/v1/auth/sign-up', 'post'>);
}

/** Signed in at once (e-mail still unverified); the route guard then goes to OnBoarding. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation<Session, ApiError, SignUpBody>({
    mutationKey: authKeys.signUp(),
    mutationFn: signUp,
    onSuccess: (session) => {
      forgetReferralCode();
      startSession(queryClient, session);
    },
  });
}
