import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { authKeys } from '../auth.keys.js';
import { normalizeEmail } from '../email.js';

/** The server answers the same whether or not the e-mail has an account (no account enumeration). */
type RecoverPasswordBody = BodyOf<'/api/v1/auth/recover-password', 'post'>;
/** Answers only a message. */
type Recovered = DataOf<'/api/v1/auth/recover-password', 'post'>;

export function recoverPassword({ email }: RecoverPasswordBody): Promise<ApiSuccess<Recovered>> {
  return apiClient.post<Recovered>('/auth/recover-password', { email: normalizeEmail(email) } satisfies RecoverPasswordBody);
}

export function useRecoverPassword() {
  return useMutation<ApiSuccess<Recovered>, ApiError, RecoverPasswordBody>({
    mutationKey: authKeys.recoverPassword(),
    mutationFn: recoverPassword,
  });
}
