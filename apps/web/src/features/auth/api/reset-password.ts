import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { authKeys } from '../auth.keys.js';
import { endSession } from './session-cache.js';

export type ResetPasswordInfo = DataOf<'/api/v1/auth/reset-password', 'get'>;

function withEmail(email: string): string {
  return `/auth/reset-password?email=${encodeURIComponent(email)}`;
}

export async function getResetPasswordInfo(email: string, { signal }: { signal?: AbortSignal } = {}): Promise<ResetPasswordInfo> {
  const response = await apiClient.get<ResetPasswordInfo>(withEmail(email), { signal });
  return response.data;
}

export function resetPasswordInfoQueryOptions(email: string) {
  return queryOptions({
    queryKey: authKeys.resetPasswordInfo(email),
    queryFn: ({ signal }) => getResetPasswordInfo(email, { signal }),
    staleTime: Infinity,
  });
}

/** Asked on load of the reset page (spec 000 §2.4); nothing to ask without an e-mail. */
export function useResetPasswordInfo(email: string) {
  return useQuery({ ...resetPasswordInfoQueryOptions(email), enabled: email !== '' });
}

/** The body, and the e-mail that goes in the address. */
export type ResetPasswordVariables = BodyOf<'/api/v1/auth/reset-password', 'post'> & { email: string };
/** Answers only a message. */
type PasswordReset = DataOf<'/api/v1/auth/reset-password', 'post'>;

export function resetPassword({ email, ...body }: ResetPasswordVariables): Promise<ApiSuccess<PasswordReset>> {
  return apiClient.post<PasswordReset>(withEmail(email), body);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<PasswordReset>, ApiError, ResetPasswordVariables>({
    mutationKey: authKeys.resetPassword(),
    mutationFn: resetPassword,
    // The server signs the account out everywhere, this browser included.
    onSuccess: () => endSession(queryClient),
  });
}
