import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiError } from '../../../lib/api-client.js';
import { authKeys } from '../auth.keys.js';
import { normalizeEmail } from '../email.js';
import { forgetReferralCode } from '../referral-code.js';
import type { AnswerOf, BodyOf } from '../../../lib/api-answers.js';
import { toSession, type Session, type UserData } from './get-current-user.js';
import { startSession } from './session-cache.js';

type SignUpRequest = BodyOf<'/api/v1/auth/sign-up', 'post'>;

/** What the sign-up screens hand in: the form's fields, and a plan and period read from the address. */
export interface SignUpBody extends Pick<SignUpRequest, 'firstName' | 'lastName' | 'email' | 'password'> {
  /** Standard sign-up only. */
  referralCode?: string;
  /** Promo sign-up only (/sign-up/promo/:code), sent instead of referralCode. */
  promoCode?: string;
  plan?: string;
  /** As the address gives it: the API refuses anything but monthly or yearly. */
  period?: string;
}

/** Optional parts travel only when they hold something; the e-mail goes lower-cased. */
export function signUpPayload(body: SignUpBody): SignUpRequest {
  const payload: SignUpRequest = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: normalizeEmail(body.email),
    password: body.password,
  };
  const optional = (value: string | undefined) => value?.trim() || undefined;
  const referralCode = optional(body.referralCode);
  const promoCode = optional(body.promoCode);
  const plan = optional(body.plan);
  const period = optional(body.period) as SignUpRequest['period'];
  return {
    ...payload,
    ...(referralCode ? { referralCode } : {}),
    ...(promoCode ? { promoCode } : {}),
    ...(plan ? { plan } : {}),
    ...(period ? { period } : {}),
  };
}

export async function signUp(body: SignUpBody): Promise<Session> {
  const response = await apiClient.post<UserData, AnswerOf<'/api/v1/auth/sign-up', 'post'>>('/auth/sign-up', signUpPayload(body));
  return toSession(response);
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
