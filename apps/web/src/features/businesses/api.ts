// The user's businesses (002 §7 "Settings and team"): list, switch, add; and the account settings
// the shell needs (the business's currency).

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../lib/api-answers.js';
import { apiClient } from '../../lib/api-client.js';
import { queryTags } from '../../lib/query-tags.js';

export type BusinessListItem = DataOf<'/api/v1/accounts/businesses', 'get'>[number];
export type AccountSettings = DataOf<'/api/v1/accounts/settings', 'get'>;

export const businessesKeys = {
  all: ['businesses'] as const,
  list: () => [...businessesKeys.all, 'list'] as const,
  settings: () => [...businessesKeys.all, 'account-settings'] as const,
};

export const businessesQuery = () =>
  queryOptions({
    queryKey: businessesKeys.list(),
    queryFn: async ({ signal }) => (await apiClient.get<BusinessListItem[]>('/accounts/businesses', { signal })).data,
    meta: { tags: [queryTags.businesses] },
    staleTime: 5 * 60_000,
  });

/** The shell reads it on every page (the business's currency). */
export const accountSettingsQuery = () =>
  queryOptions({
    queryKey: businessesKeys.settings(),
    queryFn: async ({ signal }) => (await apiClient.get<AccountSettings>('/accounts/settings', { signal })).data,
    meta: { tags: [queryTags.businessSettings] },
    staleTime: 5 * 60_000,
  });

export const useBusinesses = () => useQuery(businessesQuery());
export const useAccountSettings = () => useQuery(accountSettingsQuery());

/** Milliseconds between a switch and the reload into the other business (000 §9). */
export const SWITCH_RELOAD_DELAY_MS = 3000;

/** Switch business: the server moves the session, then the page reloads so every read starts afresh. */
export function useSwitchBusiness() {
  return useMutation({
    mutationFn: (businessId: string) =>
      apiClient.post<DataOf<'/api/v1/accounts/businesses/{id}/switch', 'post'>>(`/accounts/businesses/${encodeURIComponent(businessId)}/switch`, {}),
    meta: { invalidates: [queryTags.session, queryTags.businesses, queryTags.plan], notify: { success: true, failure: true } },
    onSuccess: () => {
      apiClient.reset();
      window.setTimeout(() => window.location.reload(), SWITCH_RELOAD_DELAY_MS);
    },
  });
}
