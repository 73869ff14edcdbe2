import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { readPositionParam } from '../http/position-param.js';
import type { ConsistencyService } from './consistency.service.js';

export const CONSISTENT_AFTER_HEADER = 'x-consistent-after';

/** The position in `X-Consistent-After`, if any (400 when it is not one, as any position a client sends). */
export function consistentAfterOf(request: FastifyRequest): bigint | undefined {
  const position = readPositionParam(request.headers[CONSISTENT_AFTER_HEADER], 'X-Consistent-After');
  return position === undefined ? undefined : BigInt(position);
}

/**
 * Holds a request until the read models reach the position in `X-Consistent-After` (503 after
 * the timeout). The access guard calls it once the caller is known to be signed in and allowed,
 * so a stranger cannot hold the server's connections.
 */
export async function awaitConsistentAfter(position: bigint | undefined, consistency: ConsistencyService): Promise<void> {
  if (position === undefined) return;
  if (!(await consistency.waitFor(position))) {
    throw new AppError(503, 'READ_MODEL_BEHIND', `The reports have not caught up with position ${position} yet. Please try again in a moment.`);
  }
}
