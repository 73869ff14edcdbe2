// The businesses' people as the provider's admins see them (spec 002 §7: /admin/businesses/users,
// /invites, /{id}/users) and the bulk invitation of new owners by CSV (/admin/upload-users-invite).
// A partner admin's lists hold only their partner's businesses whatever is sent (the server scopes them).

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AnswerOf, DataOf } from '../../../lib/api-answers.js';
import { apiForm } from '../../../lib/api-form.js';
import type { ApiError } from '../../../lib/api-client.js';
import { adminKeys } from '../admin.keys.js';
import { adminClient, downloadAdminFile, withQuery } from './admin-client.js';
import { ADMIN_PAGE_SIZE, LIVE_ADMIN_LIST } from './businesses.js';

export type AdminUsersAnswer = AnswerOf<'/api/v1/admin/businesses/users', 'get'>;
export type AdminUserRow = AdminUsersAnswer['data'][number];
export type TeamInvitesAnswer = AnswerOf<'/api/v1/admin/businesses/invites', 'get'>;
export type TeamInviteRow = TeamInvitesAnswer['data'][number];
export type InviteUploadResult = DataOf<'/api/v1/admin/upload-users-invite', 'post'>;
/** The upload's answer: `success` is false when the server skipped a row (the rows it could invite are invited). */
export type InviteUploadAnswer = AnswerOf<'/api/v1/admin/upload-users-invite', 'post'>;

export interface PeopleFilter {
  page: number;
  q?: string;
  partnerId?: string;
}

/** A user's name as one line: first and last name, else the e-mail. */
export function userName(user: Pick<AdminUserRow, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

const listQuery = (filter: PeopleFilter) => ({ page: filter.page, limit: ADMIN_PAGE_SIZE, q: filter.q, partnerId: filter.partnerId });

export function useAdminUsers(filter: PeopleFilter, enabled = true) {
  const path = withQuery('/admin/businesses/users', listQuery(filter));
  return useQuery({
    queryKey: adminKeys.users(path),
    queryFn: () => adminClient.get<AdminUserRow[], AdminUsersAnswer>(path),
    placeholderData: keepPreviousData,
    ...LIVE_ADMIN_LIST,
    enabled,
  });
}

export function useTeamInvites(filter: PeopleFilter, enabled = true) {
  const path = withQuery('/admin/businesses/invites', listQuery(filter));
  return useQuery({
    queryKey: adminKeys.teamInvites(path),
    queryFn: () => adminClient.get<TeamInviteRow[], TeamInvitesAnswer>(path),
    placeholderData: keepPreviousData,
    ...LIVE_ADMIN_LIST,
    enabled,
  });
}

/** One business's members (its page's Users section). */
export function useBusinessUsers(businessId: string, filter: Omit<PeopleFilter, 'partnerId'>) {
  const path = withQuery(`/admin/businesses/${encodeURIComponent(businessId)}/users`, { page: filter.page, limit: ADMIN_PAGE_SIZE, q: filter.q });
  return useQuery({
    queryKey: adminKeys.businessUsers(businessId, path),
    queryFn: () => adminClient.get<AdminUserRow[], AdminUsersAnswer>(path),
    placeholderData: keepPreviousData,
    ...LIVE_ADMIN_LIST,
  });
}

export const INVITE_TEMPLATE_PATH = '/admin/users-invite-template/download';

export const downloadInviteTemplate = () => downloadAdminFile(INVITE_TEMPLATE_PATH, 'users-invite-template.csv');

/** POST /admin/upload-users-invite: the CSV in `file` (the server takes any field). A 200 may still say rows were skipped. */
export function useUploadInvites() {
  // Nothing on these screens changes: the invited become users only when they sign up.
  return useMutation<InviteUploadAnswer, ApiError, File>({
    mutationFn: async (file) => {
      const form = apiForm<'/api/v1/admin/upload-users-invite', 'post'>({ file });
      // Typed as a success by the client; the route's own answer says whether every row went.
      const answer = (await adminClient.post<InviteUploadResult>('/admin/upload-users-invite', form)) as {
        success: boolean;
        message?: string;
        data: InviteUploadResult;
      };
      return { success: answer.success, message: answer.message ?? '', data: answer.data };
    },
  });
}
