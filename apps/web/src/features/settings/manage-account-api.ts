// The danger zone and the archives (002 §7: /accounts/transaction-reset, /accounts/factory-reset,
// /accounts/close-account, GET and POST /archive) and the catalogue's restore calls the archives
// page offers. Resets change every ledger figure and the catalogue: they refresh everything.

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, DataOf, Schema } from '../../lib/api-answers.js';
import { apiClient } from '../../lib/api-client.js';
import { queryTags } from '../../lib/query-tags.js';

export type OwnerConfirmation = BodyOf<'/api/v1/accounts/transaction-reset', 'post'>;
export type ClosedAccount = DataOf<'/api/v1/accounts/close-account', 'post'>;
export type ArchiveType = 'products' | 'services' | 'contacts' | 'transactions';
export type ArchivedProduct = Schema<'ProductView'>;
export type ArchivedContact = Schema<'ContactView'>;
export type VoidedTransaction = Schema<'TransactionView'>;
type ArchivePage = AnswerOf<'/api/v1/archive', 'get'>;

export const ARCHIVE_PAGE_SIZE = 25;

export const manageAccountKeys = {
  all: ['settings', 'archives'] as const,
  archive: (type: ArchiveType, page: number, q: string) => [...manageAccountKeys.all, type, page, q] as const,
};

const everything = [queryTags.ledger, queryTags.catalogue, queryTags.contacts, queryTags.session, queryTags.businesses];

export function useTransactionReset() {
  return useMutation({
    mutationFn: (body: OwnerConfirmation) => apiClient.post<DataOf<'/api/v1/accounts/transaction-reset', 'post'>>('/accounts/transaction-reset', body),
    meta: { invalidates: everything, notify: { success: true } },
  });
}

export function useFactoryReset() {
  return useMutation({
    mutationFn: (body: OwnerConfirmation) => apiClient.post<DataOf<'/api/v1/accounts/factory-reset', 'post'>>('/accounts/factory-reset', body),
    meta: { invalidates: everything, notify: { success: true } },
  });
}

/** What follows is the page's to do (sign-in page, or a reload into the other business): nothing is refetched here. */
export function useCloseAccount() {
  return useMutation({
    mutationFn: (body: OwnerConfirmation) => apiClient.post<ClosedAccount>('/accounts/close-account', body),
    meta: { notify: { success: true } },
  });
}

export function useArchive(type: ArchiveType, page: number, q: string) {
  return useQuery({
    queryKey: manageAccountKeys.archive(type, page, q),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ type, page: String(page), limit: String(ARCHIVE_PAGE_SIZE) });
      if (q.trim() !== '') query.set('q', q.trim());
      return apiClient.get<ArchivePage['data'], ArchivePage>(`/archive?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
    meta: { tags: type === 'transactions' ? [queryTags.ledger] : [type === 'contacts' ? queryTags.contacts : queryTags.catalogue] },
  });
}

/** Restore exists for products, services and contacts (GET /inventories/{id}/restore, /entities/{id}/restore); a void is final. */
export function useRestore() {
  return useMutation({
    mutationFn: ({ type, id }: { type: Exclude<ArchiveType, 'transactions'>; id: string }) =>
      apiClient.get<unknown>(type === 'contacts' ? `/entities/${encodeURIComponent(id)}/restore` : `/inventories/${encodeURIComponent(id)}/restore`),
    meta: { invalidates: [queryTags.catalogue, queryTags.contacts], notify: { success: true, failure: true } },
  });
}
