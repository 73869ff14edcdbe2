import { apiClient, type ApiSuccess } from '../../../lib/api-client.js';
import type { BodyOf, Schema } from '../../../lib/api-answers.js';

/** What POST /pos/create answers for a sale (a parked cart answers less). */
export type RecordedPosSale = Schema<'RecordedPosSale'>;
/** A sale (or a cart to park) as POST /pos/create takes it. */
export type PosSaleBody = BodyOf<'/api/v1/pos/create', 'post'>;

/** POST /pos/create with the sale's own device-made key: resending it can never record it twice. */
export function createPosSale({ body, idempotencyKey }: { body: PosSaleBody; idempotencyKey: string }): Promise<ApiSuccess<RecordedPosSale>> {
  return apiClient.post<RecordedPosSale>('/pos/create', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
