import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { ConsistencyService } from './consistency.service.js';

export const CONSISTENT_AFTER_HEADER = 'x-consistent-after';

/**
 * Holds a request until the read models reach the position in `X-Consistent-After` (503 after
 * the timeout). The access guard calls it first, so that even its own reads (membership, plan)
 * include what the client just wrote, e.g. the business it just set up.
 */
export async function awaitConsistentAfter(request: FastifyRequest, consistency: ConsistencyService): Promise<void> {
  const header = request.headers[CONSISTENT_AFTER_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return;
  if (!/^\d{1,19}$/.test(value)) {
    throw AppError.validation([{ field: 'X-Consistent-After', message: 'X-Consistent-After must be a position: a whole number a command returned' }]);
  }
  if (!(await consistency.waitFor(BigInt(value)))) {
    throw new AppError(503, 'READ_MODEL_BEHIND', `The reports have not caught up with position ${value} yet. Please try again in a moment.`);
  }
}
