import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, DataOf } from '../../../lib/api-answers.js';
import { API_BASE_PATH, ApiError, apiClient, type ApiSuccess } from '../../../lib/api-client.js';
import { apiForm } from '../../../lib/api-form.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { catalogueApiPaths } from '../../../lib/catalogue-paths.js';
import { contactsKeys } from '../contacts.keys.js';
import type { ContactGroup } from '../paths.js';

export const PAGE_SIZE = 25;

/** Spec 001 §3: contact kinds, each with its own badge colour. */
export const CONTACT_KINDS = ['customer', 'vendor', 'debtor', 'investor', 'creditor', 'supplier'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export type Contact = DataOf<'/api/v1/entities/{id}', 'get'>;
/** Lists answer { success, data, page, limit, total } at the top level. */
type ContactPage = AnswerOf<'/api/v1/entities', 'get'>;

/** A contact as the API takes it (POST /entities); PATCH /entities/update/{id} takes any of its fields. */
export type ContactBody = BodyOf<'/api/v1/entities', 'post'>;
type ContactChanges = BodyOf<'/api/v1/entities/update/{id}', 'patch'>;
type CreatedContact = DataOf<'/api/v1/entities', 'post'>;
type UpdatedContact = DataOf<'/api/v1/entities/update/{id}', 'patch'>;

type ContactTransactionPage = AnswerOf<'/api/v1/entities/{id}/transactions', 'get'>;
export type ContactTransaction = ContactTransactionPage['data'][number];

export const useContacts = (group: ContactGroup | undefined, page: number, q: string) =>
  useQuery({
    queryKey: contactsKeys.list(group ?? 'all', page, q),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE), ...(group ? { group } : {}), ...(q ? { q } : {}) });
      return (await apiClient.get<Contact[]>(`${catalogueApiPaths.contacts}?${query.toString()}`)) as ContactPage;
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
      (await apiClient.get<ContactTransaction[]>(`${catalogueApiPaths.contact(id)}/transactions?${rangeQuery(page, range)}`)) as ContactTransactionPage,
  });

type ContactDocumentPage = AnswerOf<'/api/v1/entities/{id}/invoices', 'get'> | AnswerOf<'/api/v1/entities/{id}/quotations', 'get'>;
/** An invoice or a quotation of the contact. */
export type ContactDocument = ContactDocumentPage['data'][number];

/** The contact's invoices or quotations between dates (GET /entities/{id}/invoices, /quotations). */
export const useContactDocuments = (kind: 'invoices' | 'quotations', id: string, page: number, range: DateRange, enabled = true) =>
  useQuery({
    queryKey: contactsKeys.documents(kind, id, page, range),
    placeholderData: keepPreviousData,
    enabled,
    queryFn: async () => (await apiClient.get<ContactDocument[]>(`${catalogueApiPaths.contact(id)}/${kind}?${rangeQuery(page, range)}`)) as ContactDocumentPage,
  });

/** The contact as the edit form starts from (GET /entities/update/{id}). */
export const useContactForUpdate = (id: string) =>
  useQuery({ queryKey: contactsKeys.forUpdate(id), queryFn: async () => (await apiClient.get<Contact>(`/entities/update/${encodeURIComponent(id)}`)).data });

export const useUpdateContact = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation<UpdatedContact, ApiError, ContactChanges>({
    mutationFn: async (body) => (await apiClient.patch<UpdatedContact>(`/entities/update/${encodeURIComponent(id)}`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
};

export const useArchivedContacts = (page: number) =>
  useQuery({
    queryKey: contactsKeys.archived(page),
    placeholderData: keepPreviousData,
    queryFn: () => apiClient.get<Contact[], AnswerOf<'/api/v1/entities/archived/all', 'get'>>(`/entities/archived/all?page=${page}&limit=${PAGE_SIZE}`),
  });

/** Archive and restore answer `{ success, message, position }` (no `data`). */
type ArchiveAnswer = AnswerOf<'/api/v1/entities/{id}/archive', 'get'>;

/** Archive or restore (GET /entities/{id}/archive, /restore: the spec's calls). */
export const useArchiveContact = (action: 'archive' | 'restore') => {
  const queryClient = useQueryClient();
  return useMutation<ArchiveAnswer, ApiError, string>({
    mutationFn: async (id) => {
      const answer = (await apiClient.get<undefined>(`/entities/${encodeURIComponent(id)}/${action}`)) as ApiSuccess<undefined> & ArchiveAnswer;
      // A write answered to a GET, its position at the top: the client records positions of other methods only.
      apiClient.recordPosition(answer.position);
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
};

export type ContactUploadResult = DataOf<'/api/v1/entities/bulk-upload', 'post'>;

/** POST /entities/bulk-upload: the file in imageFile (spec 001 §7). */
export const useUploadContacts = () => {
  const queryClient = useQueryClient();
  return useMutation<{ message: string; data: ContactUploadResult }, ApiError, File>({
    mutationFn: async (file) => {
      const form = apiForm<'/api/v1/entities/bulk-upload', 'post'>({ imageFile: file });
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
  return useMutation<CreatedContact, ApiError, ContactBody>({
    mutationFn: async (body) =>
      (await apiClient.post<CreatedContact>(catalogueApiPaths.createContact, body, { headers: { 'Idempotency-Key': keys.keyFor(body) } })).data,
    onSuccess: () => {
      keys.complete();
      return queryClient.invalidateQueries({ queryKey: contactsKeys.all });
    },
  });
};
