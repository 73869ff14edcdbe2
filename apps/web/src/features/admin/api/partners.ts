// Partners and their teams (spec 002 §7: /admin/partners…).

import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiError, ApiSuccess } from '../../../lib/api-client.js';
import { adminKeys } from '../admin.keys.js';
import { adminClient, withQuery } from './admin-client.js';

export interface Partner {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  businessCount?: number;
  admins?: { id: string; name: string; email: string; role: string; lastLoginAt: string | null }[];
}

export interface PartnerList {
  success: true;
  data: Partner[];
  page: number;
  limit: number;
  total: number;
}

export interface CreatePartnerBody {
  name: string;
  email: string;
  phone?: string;
}

export interface PartnerInviteBody {
  email: string;
}

export interface JoinPartnerTeamBody {
  name: string;
  password: string;
}

export function usePartners(enabled = true) {
  return useQuery({
    queryKey: adminKeys.partners(),
    queryFn: () => adminClient.get<Partner[], PartnerList>(withQuery('/admin/partners', { limit: 100 })),
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
  return useMutation<Partner, ApiError, CreatePartnerBody>({
    mutationFn: async (body: CreatePartnerBody) => (await adminClient.post<Partner>('/admin/partners', body)).data,
    meta: { notify: { success: 'Partner created' } },
  });
}

export function useInvitePartnerMember(partnerId: string) {
  return useMutation<ApiSuccess<unknown>, ApiError, PartnerInviteBody>({
    mutationFn: (body: PartnerInviteBody) => adminClient.post<unknown>(`/admin/partners/${encodeURIComponent(partnerId)}/teams/invite`, body),
    meta: { notify: { success: true } },
  });
}

export function useJoinPartnerTeam(partnerId: string, hash: string) {
  return useMutation<ApiSuccess<unknown>, ApiError, JoinPartnerTeamBody>({
    mutationFn: (body: JoinPartnerTeamBody) =>
      adminClient.post<unknown>(withQuery(`/admin/partners/${encodeURIComponent(partnerId)}/teams/join`, { hash }), body),
  });
}
