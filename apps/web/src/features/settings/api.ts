// Settings calls (002 §7 "Settings and team"): the business profile, bank accounts, account settings
// and the password. Every write says which reads it changes (lib/query-tags.ts) and alerts with the
// server's message.

import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf, DataOf, Schema } from '../../lib/api-answers.js';
import { apiClient } from '../../lib/api-client.js';
import { apiForm } from '../../lib/api-form.js';
import { queryTags } from '../../lib/query-tags.js';

export type Organization = DataOf<'/api/v1/accounts/organization', 'get'>;

/** An entry of PUT /accounts/bank-accounts's list (one without an id is new). */
export type BankAccount = BodyOf<'/api/v1/accounts/bank-accounts', 'patch'>['bankAccounts'][number];
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
    mutationFn: (body: BodyOf<'/api/v1/accounts/organization', 'patch'>) =>
      apiClient.patch<DataOf<'/api/v1/accounts/organization', 'patch'>>('/accounts/organization', body),
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
      const form = apiForm<'/api/v1/accounts/settings/update-logo', 'patch'>({ logo: file });
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
    mutationFn: (bankAccounts: BankAccount[]) =>
      apiClient.patch<DataOf<'/api/v1/accounts/bank-accounts', 'patch'>>('/accounts/bank-accounts', {
        bankAccounts,
      } satisfies BodyOf<'/api/v1/accounts/bank-accounts', 'patch'>),
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

/** The account settings, one per call: POST /accounts/settings/{setting} with its own body. */
interface SettingBodies {
  'stock-level': BodyOf<'/api/v1/accounts/settings/stock-level', 'post'>;
  tax: BodyOf<'/api/v1/accounts/settings/tax', 'post'>;
  wip: BodyOf<'/api/v1/accounts/settings/wip', 'post'>;
  'inventory-zero-stock-level': BodyOf<'/api/v1/accounts/settings/inventory-zero-stock-level', 'post'>;
  footnote: BodyOf<'/api/v1/accounts/settings/footnote', 'post'>;
  currency: BodyOf<'/api/v1/accounts/settings/currency', 'post'>;
}
export type SettingChange = { [Setting in keyof SettingBodies]: { setting: Setting; body: SettingBodies[Setting] } }[keyof SettingBodies];
/** Each answers the same: the business change it recorded. */
type ChangedSetting = Schema<'BusinessChangeResult'>;

/** One setting per call (POST /accounts/settings/{stock-level|tax|wip|inventory-zero-stock-level|footnote|currency}). */
export function useChangeAccountSetting() {
  return useMutation({
    mutationFn: ({ setting, body }: SettingChange) => apiClient.post<ChangedSetting>(`/accounts/settings/${setting}`, body),
    meta: { invalidates: [queryTags.businessSettings], notify: { success: true, failure: true } },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<'/api/v1/accounts/settings/change-password', 'post'>) =>
      apiClient.post<DataOf<'/api/v1/accounts/settings/change-password', 'post'>>('/accounts/settings/change-password', body),
    meta: { notify: { success: true } },
  });
}
