import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error.js';
import type { FoundReceipt } from '../find-receipt.js';
import { GetReceiptQuery } from '../get-receipt/get-receipt.query.js';
import { PublicReceiptThrottle } from './public-receipt-throttle.js';

export async function findPublicReceipt(
  queries: QueryBus,
  throttle: PublicReceiptThrottle,
  orgId: string,
  reference: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FoundReceipt> {
  await throttle.assertAllowed(request.ip);
  const found = await queries.execute(new GetReceiptQuery(orgId, reference));
  if (!found) {
    await throttle.recordMiss(request.ip);
    throw new AppError(404, 'RECEIPT_NOT_FOUND', 'There is no such receipt');
  }
  // A receipt changes (payments, a void) and is nobody's business but its holder's: not cached, not indexed.
  void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
  return found;
}
