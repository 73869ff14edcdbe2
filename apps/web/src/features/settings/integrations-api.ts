// The card-payment-provider integration (002 §2): the connection, and the provider's banks and
// account names asked through our server (the browser holds no provider secret).

import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../lib/api-answers.js';
import { apiClient, ApiError } from '../../lib/api-client.js';
import { queryTags } from '../../lib/query-tags.js';

export type Integrations = DataOf<'/api/v1/accounts/settings/integrations', 'get'>;
export type PaystackConnection = Integrations['paystack'];
export type ProviderBank = DataOf<'/api/v1/accounts/settings/integrations/paystack/banks', 'get'>[number];
export type ResolvedAccount = DataOf<'/api/v1/accounts/settings/integrations/paystack/resolve', 'get'>;

export const integrationKeys = {
  all: ['integrations'] as const,
  connection: () => [...integrationKeys.all, 'connection'] as const,
  banks: () => [...integrationKeys.all, 'banks'] as const,
  account: (bankCode: string, accountNumber: string) => [...integrationKeys.all, 'account', bankCode, accountNumber] as const,
};

const businessSettings = { tags: [queryTags.businessSettings] } as const;
const changesConnection = { invalidates: [queryTags.businessSettings], notify: { success: true, failure: true } } as const;

/** The route table's refusal when the plan lacks the feature (Professional and Enterprise have it). */
export function isPlanRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'PLAN_FEATURE_UNAVAILABLE';
}

export function useIntegrations() {
  return useQuery({
    queryKey: integrationKeys.connection(),
    queryFn: async ({ signal }) => (await apiClient.get<Integrations>('/accounts/settings/integrations', { signal })).data,
    meta: businessSettings,
    retry: false,
  });
}

export function useProviderBanks(enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.banks(),
    queryFn: async ({ signal }) => (await apiClient.get<ProviderBank[]>('/accounts/settings/integrations/paystack/banks', { signal })).data,
    enabled,
    staleTime: 60 * 60 * 1000,
  });
}

/** The account's name at the bank, once a bank and a 10-digit number are given. */
export function useResolvedAccount(bankCode: string, accountNumber: string) {
  const complete = bankCode !== '' && /^\d{10}$/.test(accountNumber);
  return useQuery({
    queryKey: integrationKeys.account(bankCode, accountNumber),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ accountNumber, bankCode });
      return (await apiClient.get<ResolvedAccount>(`/accounts/settings/integrations/paystack/resolve?${query.toString()}`, { signal })).data;
    },
    enabled: complete,
    retry: false,
  });
}

export function useCreateSubaccount() {
  return useMutation({
    // The whole answer: the alert shows its message.
    mutationFn: (body: { bankCode: string; accountNumber: string }) => apiClient.post<Integrations>('/accounts/create-paystack-subaccount', body),
    meta: changesConnection,
  });
}

export function useDisconnectPaystack() {
  return useMutation({
    mutationFn: () => apiClient.patch<Integrations>('/accounts/settings/integrations/paystack/disconnect', undefined),
    meta: changesConnection,
  });
}
