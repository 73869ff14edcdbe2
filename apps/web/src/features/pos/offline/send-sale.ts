import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.js';
import { createPosSale } from '../api/create-pos-sale.js';
import type { SendOutcome, QueuedSale } from './sale-queue.js';

/**
 * Sends one queued sale with its device-made key. A refusal the cashier must see (400, 403, 404,
 * 409: stock ran out, the register was closed) sets it aside; no answer, or the server busy
 * (5xx, 429), leaves it waiting for the next round.
 */
export async function sendQueuedSale(sale: QueuedSale): Promise<SendOutcome> {
  try {
    await createPosSale({ body: sale.body, idempotencyKey: sale.idempotencyKey });
    return { kind: 'recorded' };
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.code !== NETWORK_ERROR &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 429 &&
      error.status !== 401
    ) {
      return { kind: 'refused', reason: error.message, code: error.code };
    }
    return { kind: 'offline' };
  }
}
