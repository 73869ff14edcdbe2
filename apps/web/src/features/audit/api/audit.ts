// The audit trail (permission 160): the business's events, one event in full, a document's
// history, and the hash chain's check.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../lib/api-answers.js';
import { apiClient } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
import { auditKeys } from '../audit.keys.js';

export type AuditEventsPage = DataOf<'/api/v1/audit/events', 'get'>;
export type AuditEvent = AuditEventsPage['data'][number];
export type AuditEventDetail = DataOf<'/api/v1/audit/events/{position}', 'get'>;
export type DocumentHistoryPage = DataOf<'/api/v1/audit/documents/{id}/events', 'get'>;

export interface AuditFilter {
  type?: string;
  userId?: string;
  from?: string;
  to?: string;
  document?: string;
  sort?: 'asc' | 'desc';
  page: number;
  limit: number;
}

export function auditQuery(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}

export function useAuditEvents(filter: AuditFilter) {
  const query = auditQuery(filter);
  return useQuery({
    queryKey: auditKeys.events(query),
    queryFn: async () => (await apiClient.get<AuditEventsPage>(`/audit/events?${query}`)).data,
    placeholderData: keepPreviousData,
    meta: { tags: [queryTags.audit] },
  });
}

export function useAuditEvent(position: string) {
  return useQuery({
    queryKey: auditKeys.event(position),
    queryFn: async () => (await apiClient.get<AuditEventDetail>(`/audit/events/${encodeURIComponent(position)}`)).data,
    meta: { tags: [queryTags.audit] },
  });
}

export function useDocumentHistory(id: string, page: number) {
  return useQuery({
    queryKey: auditKeys.document(id, page),
    queryFn: async () => (await apiClient.get<DocumentHistoryPage>(`/audit/documents/${encodeURIComponent(id)}/events?page=${page}&limit=50`)).data,
    meta: { tags: [queryTags.audit] },
  });
}

export type ChainCheck = DataOf<'/api/v1/audit/verify', 'get'>;

/** Run on demand: recomputing the chain reads every event of the business. */
export function useVerifyChain() {
  return useQuery({
    queryKey: auditKeys.verify(),
    queryFn: async () => (await apiClient.get<ChainCheck>('/audit/verify')).data,
    enabled: false,
    retry: false,
  });
}
