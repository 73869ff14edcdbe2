// Signing in to the admin area and out of it (spec 002 §7 "Provider admin"; logout and me are ours).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { adminKeys } from '../admin.keys.js';
import { adminSession } from '../session.js';
import { adminClient } from './admin-client.js';

export type AdminLoginBody = BodyOf<'/api/v1/admin/auth/login', 'post'>;
type AdminLoginData = DataOf<'/api/v1/admin/auth/login', 'post'>;
type AdminMe = DataOf<'/api/v1/admin/auth/me', 'get'>;

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminLoginBody) => (await adminClient.post<AdminLoginData>('/admin/auth/login', body)).data,
    onSuccess: (data) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      adminSession.signIn({ token: data.token, admin: data.admin });
    },
  });
}

/** Ends the session on the server too; the admin leaves even if that call fails (the token is forgotten here). */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await adminClient.post<DataOf<'/api/v1/admin/auth/logout', 'post'>>('/admin/auth/logout', undefined).catch(() => undefined);
    },
    onSettled: () => {
      adminSession.signOut();
      adminClient.reset();
      queryClient.removeQueries({ queryKey: adminKeys.all });
    },
  });
}

/** The admin as the server knows them now (role, partner), to refresh what login stored. */
export function useAdminMe(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.me(),
    queryFn: async () => (await adminClient.get<AdminMe>('/admin/auth/me')).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}
