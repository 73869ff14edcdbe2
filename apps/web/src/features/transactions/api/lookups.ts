// What the forms pick from: cash and bank accounts, products and services, contacts.

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { catalogueApiPaths } from '../../../lib/catalogue-paths.js';
import { queryTags } from '../../../lib/query-tags.js';
import { transactionsKeys } from '../transactions.keys.js';

// Cash and the bank accounts are shared with the catalogue (lib/payment-accounts.ts).
export { usePaymentAccounts, type PaymentAccountOption, type PaymentAccounts } from '../../../lib/payment-accounts.js';
export type ProductOption = DataOf<'/api/v1/inventories/s/{query}/{type}/{assetCategory}', 'get'>[number];
export type ContactOption = DataOf<'/api/v1/entities/s/{query}', 'get'>[number];
type CreatedContact = DataOf<'/api/v1/entities', 'post'>;

export function useProductSearch(q: string, type?: 'PRODUCT' | 'SERVICE') {
  const term = q.trim();
  return useQuery({
    queryKey: transactionsKeys.productSearch(term, type),
    queryFn: async () => {
      return (await apiClient.get<ProductOption[]>(catalogueApiPaths.searchProducts(term, type ?? 'ALL'))).data;
    },
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    meta: { tags: [queryTags.catalogue] },
  });
}

export function useContactSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: transactionsKeys.contactSearch(term),
    queryFn: async () => (await apiClient.get<ContactOption[]>(catalogueApiPaths.searchContacts(term))).data,
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    meta: { tags: [queryTags.contacts] },
  });
}

export type NewContact = BodyOf<'/api/v1/entities', 'post'>;

export function useCreateContact() {
  return useMutation<ApiSuccess<CreatedContact>, ApiError, NewContact>({
    mutationFn: (body) => apiClient.post<CreatedContact>('/entities', body),
    meta: { invalidates: [queryTags.contacts], notify: { success: true } },
  });
}
