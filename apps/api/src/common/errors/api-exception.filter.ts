import { ArgumentsHost, Catch, Inject, NotFoundException, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { toErrorResponse } from './error-response.js';

export const WEB_INDEX_HTML = Symbol('WebIndexHtml');

const isPageRequest = (request: FastifyRequest) =>
  request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api' && !request.url.startsWith('/health');

/**
 * One place where errors become `{ success: false, message, code, errors }`. A GET for an unknown
 * path outside the API is a page of the web client (its router decides what to show): index.html.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(@Inject(WEB_INDEX_HTML) private readonly indexHtml: string | null) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (exception instanceof NotFoundException && this.indexHtml && isPageRequest(request)) {
      void reply.status(200).type('text/html; charset=utf-8').send(this.indexHtml);
      return;
    }
    const { status, body, unexpected } = toErrorResponse(exception);
    if (unexpected) request.log.error({ err: exception }, 'Unexpected error');
    if (exception instanceof AppError && exception.retryAfterSeconds !== undefined) void reply.header('retry-after', String(exception.retryAfterSeconds));
    void reply.status(status).send(body);
  }
}
