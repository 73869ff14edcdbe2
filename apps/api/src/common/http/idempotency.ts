import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { canonicalJson, sha256Hex } from '@ledgerline/event-store';
import { AppError } from '../errors/app-error.js';

export interface IdempotencyContext {
  key?: string;
  /** What "the same request" means: method, route and body. */
  fingerprint: string;
}

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The `Idempotency-Key` header of a POST (clients make one per submission and resend it on retry):
 * same key and body, the original answer; same key, other body, 409.
 */
export const Idempotency = createParamDecorator((_: unknown, context: ExecutionContext): IdempotencyContext => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    throw AppError.validation([{ field: 'Idempotency-Key', message: 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -' }]);
  }
  const route = request.routeOptions?.url ?? request.url;
  return { key, fingerprint: sha256Hex(canonicalJson({ method: request.method, route, body: request.body ?? null })) };
});
