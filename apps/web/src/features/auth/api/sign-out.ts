import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError } from '../../../lib/api-client.js';
import { authKeys } from '../auth.keys.js';
import { endSession } from './session-cache.js';

export async function signOut(): Promise<void> {
  await apiClient.post<DataOf<'/api/v1/auth/sign-out', 'post'>>('/auth/sign-out', undefined);
}

/** Clears the cache and the session; the route guard then shows SignIn. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationKey: authKeys.signOut(),
    mutationFn: signOut,
    // Also when the call fails (session already gone, server unreachable): the user asked to leave.
    onSettled: () => endSession(queryClient),
  });
}
