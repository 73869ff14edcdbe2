import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { authKeys } from '../auth.keys.js';
import { normalizeEmail } from '../email.js';

/** The server answers the same whether or not the e-mail has an account (no account enumeration). */
export function recoverPassword({ email }: { email: string }): Promise<ApiSuccess<undefined>> {
  return apiClient.post<undefined>('/auth/recover-password', { email: normalizeEmail(email) });
}

export function useRecoverPassword() {
  return useMutation<ApiSuccess<undefined>, ApiError, { email: string }>({
    mutationKey: authKeys.recoverPassword(),
    mutationFn: recoverPassword,
  });
}
