// The audit trail (permission 160): the business's events, one event in full, a document's
// history, and the hash chain's check.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
import { auditKeys } from '../audit.keys.js';

export interface AuditEvent {
  position: string;
  revision: string;
  id: string;
  type: string;
  version: number;
  recordedAt: string;
  userId: string | null;
  userName: string | null;
  commandId: string | null;
  correlationId: string | null;
  causationId: string | null;
  occurredAt: string | null;
  effectiveDate: string | null;
  documentId: string | null;
}

export interface AuditEventDetail extends AuditEvent {
  dataVersion: number;
  data: unknown;
  metadata: Record<string, unknown>;
  hash?: string;
}

export interface AuditPage<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

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
    queryFn: async () => (await apiClient.get<AuditPage<AuditEvent>>(`/audit/events?${query}`)).data,
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
    queryFn: async () => (await apiClient.get<AuditPage<AuditEventDetail>>(`/audit/documents/${encodeURIComponent(id)}/events?page=${page}&limit=50`)).data,
    meta: { tags: [queryTags.audit] },
  });
}

export type ChainCheck =
  | { ok: true; events: number }
  | {
      ok: false;
      events?: number;
      firstBrokenPosition: string | null;
      firstBrokenRevision: string | null;
      reason: 'hash_mismatch' | 'revision_gap' | 'head_mismatch';
    };

/** Run on demand: recomputing the chain reads every event of the business. */
export function useVerifyChain() {
  return useQuery({
    queryKey: auditKeys.verify(),
    queryFn: async () => (await apiClient.get<ChainCheck>('/audit/verify')).data,
    enabled: false,
    retry: false,
  });
}
