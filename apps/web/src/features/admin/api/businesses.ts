// Businesses as the provider's admins see them (spec 002 §7: /admin/businesses…): the list, one
// business with its owner, plan and last payment, its activities, and what an admin may do to it.

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client.js';
import { adminKeys } from '../admin.keys.js';
import { adminClient, withQuery } from './admin-client.js';

export const ADMIN_PAGE_SIZE = 25;

export interface AdminBusinessRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  planName: string | null;
  active: boolean;
  partnerId: string | null;
  partnerName: string | null;
  createdAt: string;
}

export interface PagedAnswer<Row> {
  success: true;
  data: Row[];
  page: number;
  limit: number;
  total: number;
}

export interface AdminBusiness extends AdminBusinessRow {
  currency: string | null;
  address: string | null;
  industry: string | null;
  planId: number | null;
  planExpiresAt: string | null;
}

export interface LastPayment {
  reference: string;
  amount: string;
  currency: string;
  paidAt: string;
  planName: string | null;
}

export interface AdminActivity {
  id: string;
  businessId: string;
  businessName: string | null;
  type: string;
  description: string;
  actor: string | null;
  occurredAt: string;
}

export interface BusinessListFilter {
  page: number;
  q?: string;
  partnerId?: string;
}

export function useAdminBusinesses(filter: BusinessListFilter) {
  const path = filter.partnerId
    ? withQuery(`/admin/partners/${encodeURIComponent(filter.partnerId)}/businesses`, { page: filter.page, limit: ADMIN_PAGE_SIZE, q: filter.q })
    : withQuery('/admin/businesses', { page: filter.page, limit: ADMIN_PAGE_SIZE, q: filter.q });
  return useQuery({
    queryKey: adminKeys.businesses(path),
    queryFn: () => adminClient.get<AdminBusinessRow[], PagedAnswer<AdminBusinessRow>>(path),
    placeholderData: keepPreviousData,
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
    queryFn: async () => (await adminClient.get<LastPayment | null>(`/admin/businesses/${encodeURIComponent(id)}/last-payment`)).data,
  });
}

export function useActivities(businessId: string | null, page: number) {
  const path = withQuery(businessId ? `/admin/businesses/${encodeURIComponent(businessId)}/activities` : '/admin/businesses/activities', {
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  return useQuery({
    queryKey: businessId ? adminKeys.businessActivities(businessId, path) : adminKeys.activities(path),
    queryFn: () => adminClient.get<AdminActivity[], PagedAnswer<AdminActivity>>(path),
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
  return useBusinessChange<void>(() => adminClient.patch<unknown>(`${businessPath(id)}/deactivate`, {}));
}

export function useReactivateBusiness(id: string) {
  return useBusinessChange<void>(() => adminClient.patch<unknown>(`${businessPath(id)}/reactivate`, {}));
}

export function useChangePlan(id: string) {
  return useBusinessChange<{ planId: number; interval: 'monthly' | 'yearly' }>((body) => adminClient.post<unknown>(`${businessPath(id)}/change-plan`, body));
}

export function useCloneBusiness(id: string) {
  return useBusinessChange<void>(() => adminClient.post<unknown>(`${businessPath(id)}/clone`, {}));
}

export function useUpdateBusiness(id: string) {
  return useBusinessChange<Record<string, unknown>>((body) => adminClient.patch<unknown>(businessPath(id), body));
}

export function useInvoiceReminderTest(id: string) {
  return useBusinessChange<void>(() => adminClient.post<unknown>(`${businessPath(id)}/invoice-reminder-test`, {}));
}

export function usePnlReportTest(id: string) {
  return useBusinessChange<void>(() => adminClient.post<unknown>(`${businessPath(id)}/pnl-monthly-report-test`, {}));
}
