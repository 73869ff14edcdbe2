import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '@ledgerline/projections';
import { publicLogo } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { setSecretLinkHeaders } from '../../common/http/secret-link-headers.js';
import type { FoundReceipt } from '../find-receipt.js';
import type { ReceiptView } from '../receipt-view.js';
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
  setSecretLinkHeaders(reply);
  return found;
}

/** A receipt as its public link answers it. */
export interface PublicReceiptView extends ReceiptView {
  /** The address of the business's logo (GET /api/v1/logo/{orgId}/{sha256}, no sign-in) when it is a readable PNG or JPEG, as the PDF draws it; else null. */
  logo: string | null;
}

/** A public receipt's JSON: the receipt and its business's logo, by its public address (the profile's is for members only). */
export async function publicReceiptData(db: Queryable, orgId: string, found: FoundReceipt): Promise<PublicReceiptView> {
  return { ...found.view, logo: await publicLogo(db, orgId, found.companyImage) };
}
