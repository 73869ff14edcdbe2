import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, mergeMap, type Observable } from 'rxjs';
import { AppError } from '../errors/app-error.js';
import { ConsistencyService } from './consistency.service.js';

export const CONSISTENT_AFTER_HEADER = 'x-consistent-after';

/** Holds a GET until the read models reach the position in `X-Consistent-After` (503 after the timeout). */
@Injectable()
export class ConsistentReadInterceptor implements NestInterceptor {
  constructor(private readonly consistency: ConsistencyService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers[CONSISTENT_AFTER_HEADER];
    const value = Array.isArray(header) ? header[0] : header;
    if (request.method !== 'GET' || value === undefined || value === '') return next.handle();
    if (!/^\d{1,19}$/.test(value)) {
      throw AppError.validation([{ field: 'X-Consistent-After', message: 'X-Consistent-After must be a position: a whole number a command returned' }]);
    }
    return from(this.consistency.waitFor(BigInt(value))).pipe(
      mergeMap((reached) => {
        if (!reached) {
          throw new AppError(503, 'READ_MODEL_BEHIND', `The reports have not caught up with position ${value} yet. Please try again in a moment.`);
        }
        return next.handle();
      }),
    );
  }
}
