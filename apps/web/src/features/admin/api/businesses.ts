// Businesses as the provider's admins see them (spec 002 §7: /admin/businesses…): the list, one
// business with its owner, plan and last payment, its activities, and what an admin may do to it.

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, DataOf } from '../../../lib/api-answers.js';
import type { ApiError } from '../../../lib/api-client.js';
import { adminKeys } from '../admin.keys.js';
import { adminClient, withQuery } from './admin-client.js';

export const ADMIN_PAGE_SIZE = 25;

/**
 * The lists of businesses and people change through others (owners sign up, invite their teams),
 * never through a write made on these screens: no mutation's invalidation refreshes them, as the
 * owner's own writes refresh the owner's lists, and the app's 30 s staleTime (lib/query-client.ts)
 * would keep an answer that misses whoever signed up meanwhile. Stale at once, so every mount and
 * every return to the window reads them again; the cached page shows while it does.
 */
export const LIVE_ADMIN_LIST = { staleTime: 0, refetchOnMount: true, refetchOnWindowFocus: true } as const;

export type AdminBusinessesAnswer = AnswerOf<'/api/v1/admin/businesses', 'get'>;
export type AdminBusinessRow = AdminBusinessesAnswer['data'][number];
export type AdminBusiness = DataOf<'/api/v1/admin/businesses/{id}', 'get'>;
export type LastPayment = DataOf<'/api/v1/admin/businesses/{id}/last-payment', 'get'>;
export type ActivitiesAnswer = AnswerOf<'/api/v1/admin/businesses/activities', 'get'>;
export type AdminActivity = ActivitiesAnswer['data'][number];
export type ChangePlanBody = BodyOf<'/api/v1/admin/businesses/{id}/change-plan', 'post'>;
export type UpdateBusinessBody = BodyOf<'/api/v1/admin/businesses/{id}', 'patch'>;

/** The owner's name as one line: first and last name, else the e-mail. */
export function ownerName(owner: AdminBusinessRow['owner']): string | null {
  if (!owner) return null;
  return [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email;
}

export interface BusinessListFilter {
  page: number;
  q?: string;
  partnerId?: string;
}

export function useAdminBusinesses(filter: BusinessListFilter) {
  // A partner admin's list holds only their partner's businesses whatever is sent (the server scopes it).
  const path = withQuery('/admin/businesses', { page: filter.page, limit: ADMIN_PAGE_SIZE, q: filter.q, partnerId: filter.partnerId });
  return useQuery({
    queryKey: adminKeys.businesses(path),
    queryFn: () => adminClient.get<AdminBusinessRow[], AdminBusinessesAnswer>(path),
    placeholderData: keepPreviousData,
    ...LIVE_ADMIN_LIST,
  });
}

export function useAdminBusiness(id: string) {
  return useQuery({
    queryKey: adminKeys.business(id),
    queryFn: async () => (await adminClient.get<AdminBusiness>(`/admin/businesses/${encodeURIComponent(id)}`)).data,
  });
}

export function useLastPayment(id: string) {
  return useQuery({
    queryKey: adminKeys.lastPayment(id),
    queryFn: async () => (await adminClient.get<LastPayment>(`/admin/businesses/${encodeURIComponent(id)}/last-payment`)).data,
  });
}

export function useActivities(businessId: string | null, page: number) {
  const path = withQuery(businessId ? `/admin/businesses/${encodeURIComponent(businessId)}/activities` : '/admin/businesses/activities', {
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  return useQuery({
    queryKey: businessId ? adminKeys.businessActivities(businessId, path) : adminKeys.activities(path),
    queryFn: () => adminClient.get<AdminActivity[], ActivitiesAnswer>(path),
    placeholderData: keepPreviousData,
  });
}

/** After a change to a business: its page, the lists and the figures read again. */
function useBusinessChange<TBody>(call: (body: TBody) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation<{ message?: string }, ApiError, TBody>({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    meta: { notify: { success: true, failure: true } },
  });
}

const businessPath = (id: string) => `/admin/businesses/${encodeURIComponent(id)}`;

export function useDeactivateBusiness(id: string) {
  return useBusinessChange<BodyOf<'/api/v1/admin/businesses/{id}/deactivate', 'patch'>>((body) =>
    adminClient.patch<unknown>(`${businessPath(id)}/deactivate`, body),
  );
}

export function useReactivateBusiness(id: string) {
  return useBusinessChange<void>(() => adminClient.patch<unknown>(`${businessPath(id)}/reactivate`, {}));
}

export function useChangePlan(id: string) {
  return useBusinessChange<ChangePlanBody>((body) => adminClient.post<unknown>(`${businessPath(id)}/change-plan`, body));
}

export function useCloneBusiness(id: string) {
  return useBusinessChange<BodyOf<'/api/v1/admin/businesses/{id}/clone', 'post'>>((body) => adminClient.post<unknown>(`${businessPath(id)}/clone`, body));
}

export function useUpdateBusiness(id: string) {
  return useBusinessChange<UpdateBusinessBody>((body) => adminClient.patch<unknown>(businessPath(id), body));
}

export function useInvoiceReminderTest(id: string) {
  return useBusinessChange<void>(() => adminClient.post<unknown>(`${businessPath(id)}/invoice-reminder-test`, {}));
}

export function usePnlReportTest(id: string) {
  return useBusinessChange<void>(() => adminClient.post<unknown>(`${businessPath(id)}/pnl-monthly-report-test`, {}));
}
