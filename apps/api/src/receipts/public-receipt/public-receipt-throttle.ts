import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { RUNTIME } from '../../runtime.token.js';

export const RECEIPT_MISS_LIMIT = 30;
export const RECEIPT_MISS_WINDOW_MINUTES = 15;

/**
 * Public receipts are found by business id and reference alone (spec 002 §7), so someone holding
 * one receipt link could try other references of that business. Each look-up that finds nothing
 * is counted per client address; after 30 within 15 minutes that address gets 429 for every
 * public receipt until the window passes (docs/receipts.md). The address is the socket's unless
 * TRUST_PROXY says a proxy of ours sets X-Forwarded-For.
 */
@Injectable()
export class PublicReceiptThrottle {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async assertAllowed(ip: string): Promise<void> {
    const { rows } = await this.runtime.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM receipt_lookup_misses WHERE subject = $1 AND missed_at > now() - make_interval(mins => $2)',
      [`ip:${ip}`, RECEIPT_MISS_WINDOW_MINUTES],
    );
    if ((rows[0]?.n ?? 0) >= RECEIPT_MISS_LIMIT) {
      throw new AppError(429, 'TOO_MANY_RECEIPT_LOOKUPS', `Too many receipt look-ups. Please wait ${RECEIPT_MISS_WINDOW_MINUTES} minutes and try again.`);
    }
  }

  async recordMiss(ip: string): Promise<void> {
    await this.runtime.pool.query(
      `WITH old AS (DELETE FROM receipt_lookup_misses WHERE missed_at < now() - make_interval(mins => $2))
       INSERT INTO receipt_lookup_misses (subject) VALUES ($1)`,
      [`ip:${ip}`, RECEIPT_MISS_WINDOW_MINUTES],
    );
  }
}
