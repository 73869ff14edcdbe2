// The invitation a provider admin's bulk invite mails (spec 002 §4, §7; docs/admin.md "Business
// invites"): the link's check, who it is for, and the sign-up from it, after which the server has
// started a session as sign-in does.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError } from '../../../lib/api-client.js';
import { authKeys } from '../auth.keys.js';
import type { UserData } from './get-current-user.js';
import { refreshSession } from './session-cache.js';

/** Who the invitation is for, the business it makes and its plan. */
export type BusinessInvite = DataOf<'/api/v1/admin/business/invite', 'get'>;
export type BusinessInviteBody = BodyOf<'/api/v1/admin/business/invite', 'post'>;
/** Sign-in's answer (the new user), with the spec's message and the new business's id. */
export type BusinessInviteAccepted = AnswerOf<'/api/v1/admin/business/invite', 'post'>;

/** The link's e-mail and secret as it carried them; an incomplete link is the server's to refuse, in its own words. */
function invitePath(email: string, hash: string): string {
  const query = new URLSearchParams();
  if (email !== '') query.set('email', email);
  if (hash !== '') query.set('hash', hash);
  const text = query.toString();
  return text ? `/admin/business/invite?${text}` : '/admin/business/invite';
}

/** Checked once on opening: 404 with the message to show once used or unknown. */
export function useBusinessInvite(email: string, hash: string) {
  return useQuery({
    queryKey: authKeys.businessInvite(email, hash),
    queryFn: async ({ signal }) => (await apiClient.get<BusinessInvite>(invitePath(email, hash), { signal })).data,
    // Used by the sign-up on this very page: asked again afterwards it would be 404, so never asked again.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * The sign-up. Success shows the server's message ('You have completed your registration, you may
 * now login'), then asks for the user the new session cookie belongs to (002 §4: "the user data is
 * fetched, the user is marked authenticated"); the mutation stays pending until that answer is in.
 */
export function useAcceptBusinessInvite(email: string, hash: string) {
  const queryClient = useQueryClient();
  return useMutation<BusinessInviteAccepted, ApiError, BusinessInviteBody>({
    mutationKey: authKeys.acceptBusinessInvite(),
    mutationFn: (body) => apiClient.post<UserData, BusinessInviteAccepted>(invitePath(email, hash), body),
    onSuccess: () => refreshSession(queryClient),
    meta: { notify: { success: true } },
  });
}
