// Team, invitations and custom roles (002 §7 "Settings and team"); businesses list and add.

import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../lib/api-answers.js';
import { apiClient } from '../../lib/api-client.js';
import { queryTags } from '../../lib/query-tags.js';

export type Team = DataOf<'/api/v1/accounts/teams', 'get'>;
export type TeamMember = Team['members'][number];
export type PendingInvite = Team['pendingInvites'][number];
export type CustomRole = DataOf<'/api/v1/customroles', 'get'>[number];
export type BusinessItem = DataOf<'/api/v1/accounts/businesses', 'get'>[number];

/** The invite form's always-present role (000 §6): full access. */
export const BUSINESS_OWNER_ROLE = 'Business Owner';

export const teamKeys = {
  all: ['team'] as const,
  team: () => [...teamKeys.all, 'members'] as const,
  roles: () => [...teamKeys.all, 'custom-roles'] as const,
  businesses: () => [...teamKeys.all, 'businesses'] as const,
};

const team = { tags: [queryTags.team] } as const;
const changesTeam = { invalidates: [queryTags.team], notify: { success: true, failure: true } } as const;

export function useTeam() {
  return useQuery({
    queryKey: teamKeys.team(),
    queryFn: async ({ signal }) => (await apiClient.get<Team>('/accounts/teams', { signal })).data,
    meta: team,
  });
}

export function useCustomRoles() {
  return useQuery({
    queryKey: teamKeys.roles(),
    queryFn: async ({ signal }) => (await apiClient.get<CustomRole[]>('/customroles', { signal })).data,
    meta: team,
  });
}

export function useMyBusinesses() {
  return useQuery({
    queryKey: teamKeys.businesses(),
    queryFn: async ({ signal }) => (await apiClient.get<BusinessItem[]>('/accounts/businesses', { signal })).data,
    meta: { tags: [queryTags.businesses] },
  });
}

export type InviteBody = BodyOf<'/api/v1/accounts/teams/invite', 'post'>;

export function useInviteMember() {
  return useMutation({
    mutationFn: (body: InviteBody) => apiClient.post<DataOf<'/api/v1/accounts/teams/invite', 'post'>>('/accounts/teams/invite', body),
    meta: changesTeam,
  });
}
export function useResendInvite() {
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiClient.post<DataOf<'/api/v1/accounts/teams/invite/resend', 'post'>>('/accounts/teams/invite/resend', {
        inviteId,
      } satisfies BodyOf<'/api/v1/accounts/teams/invite/resend', 'post'>),
    meta: changesTeam,
  });
}
export function useRevokeInvite() {
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiClient.patch<DataOf<'/api/v1/accounts/teams/invite/{id}/remove', 'patch'>>(`/accounts/teams/invite/${encodeURIComponent(inviteId)}/remove`, {}),
    meta: changesTeam,
  });
}
export function useRemoveMember() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiClient.patch<DataOf<'/api/v1/accounts/teams/members/remove/{id}', 'patch'>>(`/accounts/teams/members/remove/${encodeURIComponent(userId)}`, {}),
    meta: changesTeam,
  });
}
export function useChangeMemberRole() {
  return useMutation({
    mutationFn: (body: BodyOf<'/api/v1/accounts/teams/members/role', 'patch'>) =>
      apiClient.patch<DataOf<'/api/v1/accounts/teams/members/role', 'patch'>>('/accounts/teams/members/role', body),
    meta: changesTeam,
  });
}
/** The role an invitee will have on joining (002 §7: roles are changed for invites too). */
export function useChangeInviteRole() {
  return useMutation({
    mutationFn: (body: BodyOf<'/api/v1/accounts/teams/invite/role', 'patch'>) =>
      apiClient.patch<DataOf<'/api/v1/accounts/teams/invite/role', 'patch'>>('/accounts/teams/invite/role', body),
    meta: changesTeam,
  });
}
export function useSaveCustomRole() {
  return useMutation({
    mutationFn: ({ id, roleName, access }: BodyOf<'/api/v1/customroles', 'post'> & { id?: string }) =>
      id
        ? apiClient.put<DataOf<'/api/v1/customroles/{id}', 'put'>>(`/customroles/${encodeURIComponent(id)}`, { roleName, access })
        : apiClient.post<DataOf<'/api/v1/customroles', 'post'>>('/customroles', { roleName, access }),
    meta: changesTeam,
  });
}
