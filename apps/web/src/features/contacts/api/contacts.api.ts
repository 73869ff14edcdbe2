import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE_PATH, ApiError, apiClient } from '../../../lib/api-client.js';
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
  archived?: boolean;
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

export interface DateRange {
  /** YYYY-MM-DD or '' */
  startDate: string;
  endDate: string;
}

const rangeQuery = (page: number, range: DateRange) =>
  new URLSearchParams({
    page: String(page),
    limit: String(PAGE_SIZE),
    ...(range.startDate ? { startDate: range.startDate } : {}),
    ...(range.endDate ? { endDate: range.endDate } : {}),
  }).toString();

/** The contact's transactions between dates (GET /entities/{id}/transactions). */
export const useContactTransactions = (id: string, page: number, range: DateRange) =>
  useQuery({
    queryKey: contactsKeys.transactions(id, page, range),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await apiClient.get<ContactTransaction[]>(
        `${catalogueApiPaths.contact(id)}/transactions?${rangeQuery(page, range)}`,
      )) as unknown as Page<ContactTransaction>,
  });

export interface ContactDocument {
  invoiceId?: string;
  quotationId?: string;
  reference: string;
  date: string;
  dueDate?: string | null;
  expiryDate?: string | null;
  status: string;
  currency?: string;
  total?: string;
  balance?: string;
}

/** The contact's invoices or quotations between dates (GET /entities/{id}/invoices, /quotations). */
export const useContactDocuments = (kind: 'invoices' | 'quotations', id: string, page: number, range: DateRange, enabled = true) =>
  useQuery({
    queryKey: contactsKeys.documents(kind, id, page, range),
    placeholderData: keepPreviousData,
    enabled,
    queryFn: async () =>
      (await apiClient.get<ContactDocument[]>(`${catalogueApiPaths.contact(id)}/${kind}?${rangeQuery(page, range)}`)) as unknown as Page<ContactDocument>,
  });

/** The contact as the edit form starts from (GET /entities/update/{id}). */
export const useContactForUpdate = (id: string) =>
  useQuery({ queryKey: contactsKeys.forUpdate(id), queryFn: async () => (await apiClient.get<Contact>(`/entities/update/${encodeURIComponent(id)}`)).data });

export const useUpdateContact = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, ContactBody>({
    mutationFn: async (body) => (await apiClient.patch(`/entities/update/${encodeURIComponent(id)}`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
};

export const useArchivedContacts = (page: number) =>
  useQuery({
    queryKey: contactsKeys.archived(page),
    placeholderData: keepPreviousData,
    queryFn: async () => (await apiClient.get<Contact[]>(`/entities/archived/all?page=${page}&limit=${PAGE_SIZE}`)) as unknown as Page<Contact>,
  });

/** Archive or restore (GET /entities/{id}/archive, /restore: the spec's calls). */
export const useArchiveContact = (action: 'archive' | 'restore') => {
  const queryClient = useQueryClient();
  return useMutation<{ message?: string }, ApiError, string>({
    mutationFn: async (id) => (await apiClient.get<unknown>(`/entities/${encodeURIComponent(id)}/${action}`)) as { message?: string },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
};

export interface ContactUploadResult {
  total: number;
  created: number;
  alreadyCreated: number;
  refused: { line: number; reasons: string[] }[];
  position: string | null;
}

/** POST /entities/bulk-upload: the file in imageFile (spec 001 §7). */
export const useUploadContacts = () => {
  const queryClient = useQueryClient();
  return useMutation<{ message: string; data: ContactUploadResult }, ApiError, File>({
    mutationFn: async (file) => {
      const form = new FormData();
      form.append('imageFile', file, file.name);
      const answer = await apiClient.post<ContactUploadResult>('/entities/bulk-upload', form);
      return { message: answer.message ?? '', data: answer.data };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
};

/**
 * A CSV the API sends as an attachment, saved under `fallbackName` unless the server names it
 * (template and export). A refusal (403 on the free plan, …) throws an ApiError with its message.
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<string> {
  const response = await fetch(`${API_BASE_PATH}${path}`, { credentials: 'same-origin', headers: { Accept: 'text/csv, application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(response.status, body.message || 'The download failed', body.code || `HTTP_${response.status}`, []);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const fileName = named ?? fallbackName;
  const blob = await response.blob();
  if (typeof URL.createObjectURL === 'function') {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(url);
  }
  return fileName;
}

export const contactFiles = {
  template: '/entities/bulk-upload-template/download',
  export: '/entities/export/csv',
};

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
