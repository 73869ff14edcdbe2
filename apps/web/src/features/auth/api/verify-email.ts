import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { authKeys } from '../auth.keys.js';
import { refreshSession } from './session-cache.js';

export function verifyEmailOtp({ otp }: { otp: string }): Promise<ApiSuccess<undefined>> {
  return apiClient.post<undefined>('/accounts/email/verify', { otp: otp.trim() });
}

/** Stays pending until the user is re-read, so the route guard sees the verified e-mail and moves on. */
export function useVerifyEmailOtp() {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<undefined>, ApiError, { otp: string }>({
    mutationKey: authKeys.verifyEmail(),
    mutationFn: verifyEmailOtp,
    onSuccess: () => refreshSession(queryClient),
  });
}

export function resendOtp(): Promise<ApiSuccess<undefined>> {
  return apiClient.get<undefined>('/accounts/email/resend-otp');
}

export function useResendOtp() {
  return useMutation<ApiSuccess<undefined>, ApiError, void>({
    mutationKey: authKeys.resendOtp(),
    mutationFn: resendOtp,
  });
}

/**
 * The link form. A query, not a mutation, so React Query asks once even when StrictMode mounts twice; and
 * without an abort signal, which would make React Query cancel and re-send it on that remount (a used token
 * fails the second time).
 */
export function verifyEmailLink(token: string): Promise<ApiSuccess<undefined>> {
  return apiClient.get<undefined>(`/accounts/email/verify/${encodeURIComponent(token)}`);
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
