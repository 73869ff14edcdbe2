import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { authKeys } from '../auth.keys.js';
import { refreshSession } from './session-cache.js';

/** POST /auth/setup-org's body, as the API documents it. */
export type SetupOrgBody = BodyOf<'/api/v1/auth/setup-org', 'post'>;

export type SetupOrgResult = DataOf<'/api/v1/auth/setup-org', 'post'>;

/** The api client records the returned position, so the next reads include the new business. */
export function setupOrg(body: SetupOrgBody): Promise<ApiSuccess<SetupOrgResult>> {
  return apiClient.post<SetupOrgResult>('/auth/setup-org', body);
}

/** Stays pending until the user is re-read with their business, so the route guard moves on. */
export function useSetupOrg() {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<SetupOrgResult>, ApiError, SetupOrgBody>({
    mutationKey: authKeys.setupOrg(),
    mutationFn: setupOrg,
    onSuccess: () => refreshSession(queryClient),
  });
}
