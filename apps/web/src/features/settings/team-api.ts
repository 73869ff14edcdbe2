// Team, invitations and custom roles (002 §7 "Settings and team"); businesses list and add.

import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.js';
import type { components } from '../../lib/api-types.js';
import { queryTags } from '../../lib/query-tags.js';

type Schemas = components['schemas'];

export interface TeamMember {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: 'owner' | 'admin' | 'member';
  roleId: string | null;
  roleName: string | null;
  joinedAt: string;
}
export interface PendingInvite {
  inviteId: string;
  email: string;
  role: 'admin' | 'member';
  roleId: string | null;
  roleName: string | null;
  invitedAt: string;
  lastSentAt: string;
  linkExpiresAt: string | null;
}
export interface CustomRole {
  _id: string;
  roleName: string;
  access: number[];
}
export interface BusinessItem {
  _id: string;
  name: string;
  org: string;
  role: string | null;
  isSubBusiness: boolean;
  current: boolean;
}

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
    queryFn: async ({ signal }) => (await apiClient.get<{ members: TeamMember[]; pendingInvites: PendingInvite[] }>('/accounts/teams', { signal })).data,
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

export type InviteBody = Schemas['InviteMemberDto'];

export function useInviteMember() {
  return useMutation({ mutationFn: (body: InviteBody) => apiClient.post<unknown>('/accounts/teams/invite', body), meta: changesTeam });
}
export function useResendInvite() {
  return useMutation({ mutationFn: (inviteId: string) => apiClient.post<unknown>('/accounts/teams/invite/resend', { inviteId }), meta: changesTeam });
}
export function useRevokeInvite() {
  return useMutation({
    mutationFn: (inviteId: string) => apiClient.patch<unknown>(`/accounts/teams/invite/${encodeURIComponent(inviteId)}/remove`, {}),
    meta: changesTeam,
  });
}
export function useRemoveMember() {
  return useMutation({
    mutationFn: (userId: string) => apiClient.patch<unknown>(`/accounts/teams/members/remove/${encodeURIComponent(userId)}`, {}),
    meta: changesTeam,
  });
}
export function useChangeMemberRole() {
  return useMutation({
    mutationFn: (body: Schemas['ChangeMemberRoleDto']) => apiClient.patch<unknown>('/accounts/teams/members/role', body),
    meta: changesTeam,
  });
}
export function useSaveCustomRole() {
  return useMutation({
    mutationFn: ({ id, roleName, access }: { id?: string; roleName: string; access: number[] }) =>
      id
        ? apiClient.put<CustomRole>(`/customroles/${encodeURIComponent(id)}`, { roleName, access })
        : apiClient.post<CustomRole>('/customroles', { roleName, access }),
    meta: changesTeam,
  });
}
