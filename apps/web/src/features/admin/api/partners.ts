// Partners and their teams (spec 002 §7: /admin/partners…).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, DataOf } from '../../../lib/api-answers.js';
import type { ApiError } from '../../../lib/api-client.js';
import { notifySuccess } from '../../../lib/notify.js';
import { adminKeys } from '../admin.keys.js';
import { adminSession } from '../session.js';
import { adminClient, withQuery } from './admin-client.js';

export type PartnerList = AnswerOf<'/api/v1/admin/partners', 'get'>;
export type PartnerRow = PartnerList['data'][number];
export type Partner = DataOf<'/api/v1/admin/partners/{id}', 'get'>;
export type CreatePartnerBody = BodyOf<'/api/v1/admin/partners', 'post'>;
type CreatedPartner = DataOf<'/api/v1/admin/partners', 'post'>;
export type PartnerInviteBody = BodyOf<'/api/v1/admin/partners/{id}/teams/invite', 'post'>;
export type JoinPartnerTeamBody = BodyOf<'/api/v1/admin/partners/{id}/teams/join', 'post'>;
type JoinedPartnerTeam = AnswerOf<'/api/v1/admin/partners/{id}/teams/join', 'post'>;
export type PartnerInvitation = DataOf<'/api/v1/admin/partners/{id}/teams/join', 'get'>;

export function usePartners(enabled = true) {
  return useQuery({
    queryKey: adminKeys.partners(),
    queryFn: () => adminClient.get<PartnerRow[], PartnerList>(withQuery('/admin/partners', { limit: 100 })),
    enabled,
  });
}

export function usePartner(id: string) {
  return useQuery({
    queryKey: adminKeys.partner(id),
    queryFn: async () => (await adminClient.get<Partner>(`/admin/partners/${encodeURIComponent(id)}`)).data,
  });
}

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation<CreatedPartner, ApiError, CreatePartnerBody>({
    mutationFn: async (body: CreatePartnerBody) => (await adminClient.post<CreatedPartner>('/admin/partners', body)).data,
    // The list it goes back to shows the new partner.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.partners() }),
    meta: { notify: { success: 'Partner created' } },
  });
}

/** Answers only a message: 'Invitation sent', or that the address was already invited. */
export function useInvitePartnerMember(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation<DataOf<'/api/v1/admin/partners/{id}/teams/invite', 'post'>, ApiError, PartnerInviteBody>({
    mutationFn: async (body: PartnerInviteBody) => {
      const answer = await adminClient.post<DataOf<'/api/v1/admin/partners/{id}/teams/invite', 'post'>>(
        `/admin/partners/${encodeURIComponent(partnerId)}/teams/invite`,
        body,
      );
      notifySuccess(answer.message ?? 'Invitation sent');
      return answer.data;
    },
    // The partner's page lists the invitation as pending.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.partner(partnerId) }),
  });
}

/** What an invitation is for (its partner and the invited e-mail); 404 once used or unknown. */
export function usePartnerInvitation(partnerId: string, hash: string) {
  return useQuery({
    queryKey: [...adminKeys.partner(partnerId), 'invitation', hash],
    queryFn: async () => (await adminClient.get<PartnerInvitation>(withQuery(`/admin/partners/${encodeURIComponent(partnerId)}/teams/join`, { hash }))).data,
    enabled: Boolean(hash),
    retry: false,
  });
}

/** Joining answers like a login: the new partner admin is signed in. */
export function useJoinPartnerTeam(partnerId: string, hash: string) {
  const queryClient = useQueryClient();
  return useMutation<JoinedPartnerTeam, ApiError, JoinPartnerTeamBody>({
    mutationFn: (body: JoinPartnerTeamBody) =>
      adminClient.post<JoinedPartnerTeam['data'], JoinedPartnerTeam>(withQuery(`/admin/partners/${encodeURIComponent(partnerId)}/teams/join`, { hash }), body),
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      adminSession.signIn({ token: answer.data.token, admin: answer.data.admin });
    },
  });
}
