// Settings calls (002 §7 "Settings and team"): the business profile, bank accounts, account settings
// and the password. Every write says which reads it changes (lib/query-tags.ts) and alerts with the
// server's message.

import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../lib/api-answers.js';
import { apiClient } from '../../lib/api-client.js';
import type { components } from '../../lib/api-types.js';
import { queryTags } from '../../lib/query-tags.js';

/** Request bodies, as the API documents them (lib/api-types.ts, generated); answers through lib/api-answers.ts. */
type Schemas = components['schemas'];

export type Organization = DataOf<'/api/v1/accounts/organization', 'get'>;

/** An entry of PUT /accounts/bank-accounts's list (one without an id is new). */
export type BankAccount = Schemas['BankAccountEntryDto'];
/** A bank account as the business has it. */
export type SavedBankAccount = DataOf<'/api/v1/accounts/bank-accounts', 'get'>[number];

export type AccountSettings = DataOf<'/api/v1/accounts/settings', 'get'>;

export const settingsKeys = {
  all: ['settings'] as const,
  organization: () => [...settingsKeys.all, 'organization'] as const,
  bankAccounts: () => [...settingsKeys.all, 'bank-accounts'] as const,
  accountSettings: () => [...settingsKeys.all, 'account-settings'] as const,
};

const businessSettings = { tags: [queryTags.businessSettings] } as const;
/** The shell reads the profile through the session (GET /auth): refresh both. */
const changesBusiness = {
  invalidates: [queryTags.businessSettings, queryTags.session, queryTags.businesses],
  notify: { success: true, failure: true },
} as const;

export function useOrganization() {
  return useQuery({
    queryKey: settingsKeys.organization(),
    queryFn: async ({ signal }) => (await apiClient.get<Organization>('/accounts/organization', { signal })).data,
    meta: businessSettings,
  });
}

export function useUpdateOrganization() {
  return useMutation({
    mutationFn: (body: Schemas['UpdateOrganizationDto']) => apiClient.patch<unknown>('/accounts/organization', body),
    meta: changesBusiness,
  });
}

/** Spec 001 §9 image limit, the same for the logo: PNG, JPEG or GIF up to 10 MB (the server reads the type from the content). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;

export type UploadedLogo = DataOf<'/api/v1/accounts/settings/update-logo', 'patch'>;

/** PATCH /accounts/settings/update-logo (multipart `logo`): the top bar and the profile show it once the session is re-read. */
export function useUploadLogo() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('logo', file, file.name);
      return (await apiClient.patch<UploadedLogo>('/accounts/settings/update-logo', form)).data;
    },
    meta: changesBusiness,
  });
}

export function useBankAccounts() {
  return useQuery({
    queryKey: settingsKeys.bankAccounts(),
    queryFn: async ({ signal }) => (await apiClient.get<SavedBankAccount[]>('/accounts/bank-accounts', { signal })).data,
    meta: businessSettings,
  });
}

/** The whole list at once: an entry without an id is new, one left out (or blanked) is removed. */
export function useSetBankAccounts() {
  return useMutation({
    mutationFn: (bankAccounts: BankAccount[]) => apiClient.patch<unknown>('/accounts/bank-accounts', { bankAccounts } satisfies Schemas['SetBankAccountsDto']),
    // Bank accounts are also payment accounts of the ledger (the transaction forms list them).
    meta: { ...changesBusiness, invalidates: [...changesBusiness.invalidates, queryTags.ledger] },
  });
}

export function useAccountSettingsDetails() {
  return useQuery({
    queryKey: settingsKeys.accountSettings(),
    queryFn: async ({ signal }) => (await apiClient.get<AccountSettings>('/accounts/settings', { signal })).data,
    meta: businessSettings,
  });
}

/** One setting per call (POST /accounts/settings/{stock-level|tax|wip|inventory-zero-stock-level|footnote|currency}). */
export function useChangeAccountSetting() {
  return useMutation({
    mutationFn: ({ setting, body }: { setting: 'stock-level' | 'tax' | 'wip' | 'inventory-zero-stock-level' | 'footnote' | 'currency'; body: object }) =>
      apiClient.post<unknown>(`/accounts/settings/${setting}`, body),
    meta: { invalidates: [queryTags.businessSettings], notify: { success: true, failure: true } },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: Schemas['ChangePasswordDto']) => apiClient.post<unknown>('/accounts/settings/change-password', body),
    meta: { notify: { success: true } },
  });
}
