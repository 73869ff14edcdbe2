import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { authKeys } from '../auth.keys.js';
import { refreshSession } from './session-cache.js';

type VerifyEmailBody = BodyOf<'/api/v1/accounts/email/verify', 'post'>;
/** These calls answer only a message. */
type Verified = DataOf<'/api/v1/accounts/email/verify', 'post'>;

export function verifyEmailOtp({ otp }: VerifyEmailBody): Promise<ApiSuccess<Verified>> {
  return apiClient.post<Verified>('/accounts/email/verify', { otp: otp.trim() } satisfies VerifyEmailBody);
}

/** Stays pending until the user is re-read, so the route guard sees the verified e-mail and moves on. */
export function useVerifyEmailOtp() {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<Verified>, ApiError, VerifyEmailBody>({
    mutationKey: authKeys.verifyEmail(),
    mutationFn: verifyEmailOtp,
    onSuccess: () => refreshSession(queryClient),
  });
}

export function resendOtp(): Promise<ApiSuccess<DataOf<'/api/v1/accounts/email/resend-otp', 'get'>>> {
  return apiClient.get<DataOf<'/api/v1/accounts/email/resend-otp', 'get'>>('/accounts/email/resend-otp');
}

export function useResendOtp() {
  return useMutation<ApiSuccess<DataOf<'/api/v1/accounts/email/resend-otp', 'get'>>, ApiError, void>({
    mutationKey: authKeys.resendOtp(),
    mutationFn: resendOtp,
  });
}

/**
 * The link form. A query, not a mutation, so React Query asks once even when StrictMode mounts twice; and
 * without an abort signal, which would make React Query cancel and re-send it on that remount (a used token
 * fails the second time).
 */
export function verifyEmailLink(token: string): Promise<ApiSuccess<DataOf<'/api/v1/accounts/email/verify/{token}', 'get'>>> {
  return apiClient.get<DataOf<'/api/v1/accounts/email/verify/{token}', 'get'>>(`/accounts/email/verify/${encodeURIComponent(token)}`);
}

export function emailVerificationLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.emailVerificationLink(token),
    queryFn: () => verifyEmailLink(token),
    // Never asked again on its own.
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useEmailVerificationLink(token: string) {
  const queryClient = useQueryClient();
  const query = useQuery(emailVerificationLinkQueryOptions(token));
  const verified = query.isSuccess;
  useEffect(() => {
    // A signed-in user's e-mail is now verified: mark them for re-reading so the guard lets them in.
    if (verified) void refreshSession(queryClient);
  }, [verified, queryClient]);
  return query;
}
