// What the forms pick from: cash and bank accounts, products and services, contacts.

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { catalogueApiPaths } from '../../../lib/catalogue-paths.js';
import { queryTags } from '../../../lib/query-tags.js';
import { transactionsKeys } from '../transactions.keys.js';
import type { ContactOption, ProductOption } from '../types.js';

// Cash and the bank accounts are shared with the catalogue (lib/payment-accounts.ts).
export { usePaymentAccounts } from '../../../lib/payment-accounts.js';

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

export interface NewContact {
  name: string;
  email?: string;
  phone?: string;
  kinds: string[];
}

export function useCreateContact() {
  return useMutation<ApiSuccess<ContactOption & { position: string }>, ApiError, NewContact>({
    mutationFn: (body) => apiClient.post<ContactOption & { position: string }>('/entities', body),
    meta: { invalidates: [queryTags.contacts], notify: { success: true } },
  });
}
