// The manual journal routes (ours, docs/manual-journals.md): the accounts a line may name, the
// journals list and one journal, posting and reversing, and the opening balances.

import { useMutation, useQuery } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { withQuery } from '../../../lib/paths.js';
import { queryTags } from '../../../lib/query-tags.js';
import { accountingKeys } from '../accounting.keys.js';

export type JournalAccounts = DataOf<'/api/v1/accounting/journal-accounts', 'get'>;
export type JournalAccount = JournalAccounts['accounts'][number];
export type JournalPage = AnswerOf<'/api/v1/accounting/journal-entries', 'get'>;
export type JournalSummary = JournalPage['data'][number];
export type Journal = DataOf<'/api/v1/accounting/journal-entries/{id}', 'get'>;
export type OpeningBalances = DataOf<'/api/v1/accounting/opening-balances', 'get'>;
export type JournalBody = BodyOf<'/api/v1/accounting/journal-entries', 'post'>;
export type OpeningBalancesBody = BodyOf<'/api/v1/accounting/opening-balances', 'put'>;
export type Contact = DataOf<'/api/v1/entities/s/{query}', 'get'>[number];

export const JOURNALS_PAGE_SIZE = 25;

export const useJournalAccounts = () =>
  useQuery({
    queryKey: accountingKeys.accounts(),
    queryFn: async () => (await apiClient.get<JournalAccounts>('/accounting/journal-accounts')).data,
    meta: { tags: [queryTags.businessSettings] },
  });

export const useJournals = (page: number, startDate: string, endDate: string) =>
  useQuery({
    queryKey: accountingKeys.journals(page, startDate, endDate),
    queryFn: async () =>
      (await apiClient.get<JournalSummary[], JournalPage>(
        withQuery('/accounting/journal-entries', { page, limit: JOURNALS_PAGE_SIZE, startDate: startDate || undefined, endDate: endDate || undefined }),
      )) as JournalPage,
    meta: { tags: [queryTags.ledger] },
  });

export const useJournal = (id: string | null) =>
  useQuery({
    queryKey: accountingKeys.journal(id ?? ''),
    enabled: id !== null,
    queryFn: async () => (await apiClient.get<Journal>(`/accounting/journal-entries/${encodeURIComponent(id ?? '')}`)).data,
    meta: { tags: [queryTags.ledger] },
  });

export const useOpeningBalances = () =>
  useQuery({
    queryKey: accountingKeys.openingBalances(),
    queryFn: async () => (await apiClient.get<OpeningBalances>('/accounting/opening-balances')).data,
    meta: { tags: [queryTags.ledger] },
  });

export const searchContacts = async (text: string): Promise<Contact[]> =>
  text.trim() === '' ? [] : (await apiClient.get<Contact[]>(`/entities/s/${encodeURIComponent(text)}`)).data;

/** A write that moves the books: every ledger read (reports, balances, these lists) is read again. */
const LEDGER_WRITE = { invalidates: [queryTags.ledger, queryTags.audit] };

export const usePostJournal = () =>
  useMutation<ApiSuccess<DataOf<'/api/v1/accounting/journal-entries', 'post'>>, ApiError, { body: JournalBody; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) => apiClient.post('/accounting/journal-entries', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    meta: LEDGER_WRITE,
  });

export const useReverseJournal = () =>
  useMutation<ApiSuccess<DataOf<'/api/v1/accounting/journal-entries/{id}/reverse', 'post'>>, ApiError, { id: string; date?: string }>({
    mutationFn: ({ id, date }) => apiClient.post(`/accounting/journal-entries/${encodeURIComponent(id)}/reverse`, date ? { date } : {}),
    meta: { ...LEDGER_WRITE, notify: { success: true } },
  });

export const useRecordOpeningBalances = () =>
  useMutation<ApiSuccess<DataOf<'/api/v1/accounting/opening-balances', 'put'>>, ApiError, { body: OpeningBalancesBody; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) => apiClient.put('/accounting/opening-balances', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    meta: LEDGER_WRITE,
  });
