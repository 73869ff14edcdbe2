// Product import and bulk update (spec 001 §2, §4, §7): upload a CSV for review, process it as one
// job whose progress the review polls, and the bulk update from the inventory template.

import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { API_BASE_PATH, apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { apiForm } from '../../../lib/api-form.js';
import { queryTags } from '../../../lib/query-tags.js';

/** An uploaded file under review: its rows, the refused ones, and the job once it is processed. */
export type ProductImport = DataOf<'/api/v1/inventories/import/csv', 'get'>;
export type ImportRow = ProductImport['products'][number];
export type RefusedRow = ProductImport['refused'][number];
export type ImportJob = NonNullable<ProductImport['job']>;
export type BulkUpdateResult = DataOf<'/api/v1/inventories/bulk-update', 'post'>;
type UploadedImport = DataOf<'/api/v1/inventories/import/csv', 'post'>;
type ProcessedImport = DataOf<'/api/v1/inventories/import/csv/process', 'post'>;

/** Same-origin links to the templates: the browser downloads them with the session cookie. */
export const importTemplateUrls = {
  products: `${API_BASE_PATH}/inventories/import/template/download`,
  inventory: `${API_BASE_PATH}/inventories/template/download`,
  services: `${API_BASE_PATH}/inventories/service-bulk-upload-template/download`,
};

export const isJobRunning = (job: ImportJob | null | undefined) => job !== null && job !== undefined && job.state !== 'completed' && job.state !== 'failed';

export function useUploadProductImport() {
  return useMutation<ApiSuccess<UploadedImport>, ApiError, File>({
    mutationFn: (file) => apiClient.post<UploadedImport>('/inventories/import/csv', apiForm<'/api/v1/inventories/import/csv', 'post'>({ imageFile: file })),
    meta: { notify: { failure: true } },
  });
}

/** The review of an import, polled every second while its job runs. */
export function useProductImport(importId: string | null) {
  return useQuery({
    queryKey: ['catalogue', 'import', importId],
    queryFn: async () => (await apiClient.get<ProductImport>(`/inventories/import/csv?importId=${encodeURIComponent(importId ?? '')}`)).data,
    enabled: importId !== null,
    refetchInterval: (query) => (isJobRunning(query.state.data?.job) ? 1000 : false),
  });
}

export function useProcessProductImport() {
  return useMutation<ApiSuccess<ProcessedImport>, ApiError, string>({
    mutationFn: (importId) =>
      apiClient.post<ProcessedImport>(
        `/inventories/import/csv/process?importId=${encodeURIComponent(importId)}`,
        {} satisfies BodyOf<'/api/v1/inventories/import/csv/process', 'post'>,
      ),
    meta: { invalidates: [queryTags.catalogue], notify: { failure: true } },
  });
}

export function useBulkUpdate() {
  return useMutation<ApiSuccess<BulkUpdateResult>, ApiError, File>({
    mutationFn: (file) => apiClient.post<BulkUpdateResult>('/inventories/bulk-update', apiForm<'/api/v1/inventories/bulk-update', 'post'>({ imageFile: file })),
    meta: { invalidates: [queryTags.catalogue, queryTags.ledger] },
  });
}
