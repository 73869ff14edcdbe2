import { apiClient, type ApiSuccess } from '../../../lib/api-client.js';
import type { Schema } from '../../../lib/api-answers.js';

/** What POST /pos/create answers for a sale (a parked cart answers less). */
export type RecordedPosSale = Schema<'RecordedPosSale'>;

/** POST /pos/create with the sale's own device-made key: resending it can never record it twice. */
export function createPosSale({ body, idempotencyKey }: { body: Record<string, unknown>; idempotencyKey: string }): Promise<ApiSuccess<RecordedPosSale>> {
  return apiClient.post<RecordedPosSale>('/pos/create', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
