import { CommandBus } from '@nestjs/cqrs';
import { AppError } from '../../common/errors/app-error.js';
import { type IdempotencyContext } from '../../common/http/idempotency.js';
import { type RequestMetadata } from '../../common/http/request-metadata.js';
import { VoidTransactionCommand, type VoidVariant } from '../commands/void-transaction/void-transaction.command.js';

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The optional `{ reason }` of a void. */
export function reasonOf(body: unknown): unknown {
  if (body === undefined || body === null || body === '') return undefined;
  if (!isPlainObject(body)) throw AppError.validation([{ field: 'body', message: 'Send the body as an object: { reason }' }]);
  const { reason, ...rest } = body;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw AppError.validation(unknown.map((field) => ({ field, message: `${field} is not a field this request accepts` })));
  return reason;
}

export const ID_PARAM = { name: 'id', description: 'The transaction’s id or its reference' };

export const VOID_BODY = { required: false, schema: { type: 'object', properties: { reason: { type: 'string', example: 'Recorded twice' } } } };

export async function executeVoid(
  commands: CommandBus,
  variant: VoidVariant,
  businessId: string,
  id: string,
  body: unknown,
  idempotency: IdempotencyContext,
  meta: RequestMetadata,
) {
  const data = await commands.execute(new VoidTransactionCommand(businessId, id, variant, reasonOf(body), idempotency, meta));
  return { success: true, message: 'Transaction voided successfully', data };
}
