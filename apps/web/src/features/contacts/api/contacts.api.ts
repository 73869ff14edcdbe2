import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiError } from '../../../lib/api-client.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { catalogueApiPaths } from '../../../lib/catalogue-paths.js';
import { contactsKeys } from '../contacts.keys.js';
import type { ContactGroup } from '../paths.js';

export const PAGE_SIZE = 25;

/** Spec 001 §3: contact kinds, each with its own badge colour. */
export const CONTACT_KINDS = ['customer', 'vendor', 'debtor', 'investor', 'creditor', 'supplier'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export interface Contact {
  _id: string;
  firstName: string;
  lastName: string | null;
  fullName: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postCode: string | null;
  country: string | null;
  description: string | null;
  kinds: ContactKind[];
  createdAt: string;
}

export interface ContactBody {
  firstName: string;
  lastName?: string;
  email?: string;
  phone?: string;
  company?: string;
  website?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postCode?: string;
  country?: string;
  description?: string;
  kinds: ContactKind[];
}

export interface ContactTransaction {
  id: string;
  reference: string;
  type: string;
  status: 'posted' | 'voided';
  date: string;
  currency: string;
  amount: string;
  balanceDue: string;
  description: string | null;
  entity: { id: string; name: string | null } | null;
}

interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

export const useContacts = (group: ContactGroup | undefined, page: number, q: string) =>
  useQuery({
    queryKey: contactsKeys.list(group ?? 'all', page, q),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE), ...(group ? { group } : {}), ...(q ? { q } : {}) });
      // Lists answer { success, data, page, limit, total } at the top level.
      return (await apiClient.get<Contact[]>(`${catalogueApiPaths.contacts}?${query.toString()}`)) as unknown as Page<Contact>;
    },
  });

export const useContact = (id: string) =>
  useQuery({ queryKey: contactsKeys.detail(id), queryFn: async () => (await apiClient.get<Contact>(catalogueApiPaths.contact(id))).data });

/** The contact's transactions: the transaction search matches a contact's id exactly. */
export const useContactTransactions = (id: string, page: number) =>
  useQuery({
    queryKey: contactsKeys.transactions(id, page),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = (
        await apiClient.get<Page<ContactTransaction>>(`/transactions?filterType=search&q=${encodeURIComponent(id)}&page=${page}&limit=${PAGE_SIZE}`)
      ).data;
      return { ...answer, data: answer.data.filter((row) => row.entity?.id === id) };
    },
  });

export const useCreateContact = () => {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation<{ id?: string; _id?: string }, ApiError, ContactBody>({
    mutationFn: async (body) =>
      (await apiClient.post<{ id?: string; _id?: string }>(catalogueApiPaths.createContact, body, { headers: { 'Idempotency-Key': keys.keyFor(body) } })).data,
    onSuccess: () => {
      keys.complete();
      return queryClient.invalidateQueries({ queryKey: contactsKeys.all });
    },
  });
};
