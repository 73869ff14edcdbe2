import { HttpException } from '@nestjs/common';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '@ledgerline/event-store';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '@ledgerline/ledger';
import { AppError, type FieldError } from './app-error.js';

export interface ErrorBody {
  success: false;
  message: string;
  code: string;
  errors?: FieldError[];
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Domain refusals that are not about a form's values: a missing thing is 404, a duplicate or a
 * second go at something once-only is 409, what a role or plan may not do is 403; the rest 400.
 */
const LEDGER_FORBIDDEN: ReadonlySet<string> = new Set([
  LEDGER_ERROR_CODES.OWNER_IS_PROTECTED,
  LEDGER_ERROR_CODES.PLAN_FEATURE_LOCKED,
  LEDGER_ERROR_CODES.MULTI_BUSINESS_NOT_ALLOWED,
  LEDGER_ERROR_CODES.BUSINESS_LIMIT_REACHED,
  LEDGER_ERROR_CODES.REGISTER_NOT_YOURS,
]);

/** Refusals because of the state a document is in (a voided document cannot be paid or applied): 409. */
const LEDGER_CONFLICT: ReadonlySet<string> = new Set([
  LEDGER_ERROR_CODES.TRANSACTION_VOIDED,
  LEDGER_ERROR_CODES.STOCK_INSUFFICIENT,
  LEDGER_ERROR_CODES.TRANSACTION_ALREADY_VOIDED,
  LEDGER_ERROR_CODES.ASSET_ALREADY_ARCHIVED,
  LEDGER_ERROR_CODES.PRODUCT_ALREADY_ARCHIVED,
  LEDGER_ERROR_CODES.PRODUCT_NOT_ARCHIVED,
  LEDGER_ERROR_CODES.CONTACT_ALREADY_ARCHIVED,
  LEDGER_ERROR_CODES.CONTACT_NOT_ARCHIVED,
  LEDGER_ERROR_CODES.TRANSACTION_HAS_PAYMENTS,
  LEDGER_ERROR_CODES.REGISTER_NOT_OPEN,
  LEDGER_ERROR_CODES.REGISTER_CLOSED,
  LEDGER_ERROR_CODES.REGISTER_ALREADY_OPEN,
  LEDGER_ERROR_CODES.TRANSACTION_NOT_CORRECTABLE,
  LEDGER_ERROR_CODES.STOCK_TRANSFER_NOT_DRAFT,
  LEDGER_ERROR_CODES.PURCHASE_ORDER_CLOSED,
  LEDGER_ERROR_CODES.PURCHASE_ORDER_OVER_RECEIVED,
  // Invoices and quotations: the state they are in refuses the change (spec 002 §4).
  LEDGER_ERROR_CODES.INVOICE_ALREADY_APPROVED,
  LEDGER_ERROR_CODES.INVOICE_NOT_APPROVED,
  LEDGER_ERROR_CODES.INVOICE_ALREADY_PAID,
  LEDGER_ERROR_CODES.INVOICE_VOIDED,
  LEDGER_ERROR_CODES.INVOICE_HAS_PAYMENTS,
  LEDGER_ERROR_CODES.INVOICE_OVERPAYMENT,
  LEDGER_ERROR_CODES.QUOTATION_ALREADY_APPROVED,
  LEDGER_ERROR_CODES.QUOTATION_NOT_APPROVED,
  LEDGER_ERROR_CODES.QUOTATION_VOIDED,
  // Billing: extra users need a running paid plan; a payment whose figures are not the order's price is not recorded.
  LEDGER_ERROR_CODES.PAID_PLAN_REQUIRED,
  LEDGER_ERROR_CODES.PAYMENT_AMOUNT_MISMATCH,
  LEDGER_ERROR_CODES.NO_CARD_ON_FILE,
  // Disconnecting a payment provider integration that is not connected.
  LEDGER_ERROR_CODES.PAYMENT_INTEGRATION_NOT_CONNECTED,
  // The provider deactivating a deactivated business (reactivating an active one is *_ALREADY_ACTIVE).
  LEDGER_ERROR_CODES.BUSINESS_ALREADY_DEACTIVATED,
  // A manual journal is reversed once.
  LEDGER_ERROR_CODES.JOURNAL_ALREADY_REVERSED,
]);

export function ledgerErrorStatus(code: string): number {
  if (code.endsWith('_NOT_FOUND')) return 404;
  if (LEDGER_CONFLICT.has(code)) return 409;
  if (code.endsWith('_ALREADY_EXISTS') || code.endsWith('_ALREADY_USED') || code.endsWith('_ALREADY_ACTIVE')) return 409;
  if (LEDGER_FORBIDDEN.has(code)) return 403;
  return 400;
}

/** Fastify's own errors (body parsing, size limits) that a client can cause, in plain words. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its Content-Type says JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
};

/** Maps anything thrown while serving a request to a status and the API's error body. 500 only for our own bugs. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; unexpected: boolean } {
  const body = (status: number, code: string, message: string, errors?: FieldError[]) => ({
    status,
    body: { success: false as const, message, code, ...(errors && errors.length > 0 ? { errors } : {}) },
    unexpected: false,
  });

  if (error instanceof AppError) return body(error.status, error.code, error.message, error.errors);
  if (error instanceof LedgerValidationError) {
    return body(ledgerErrorStatus(error.code), error.code, error.message, [{ field: error.field, message: error.message }]);
  }
  if (error instanceof IdempotencyConflictError) {
    return body(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request; send a new key for a new request');
  }
  if (error instanceof WrongExpectedRevisionError) {
    return body(409, 'CONCURRENT_CHANGE', 'Someone else changed this business at the same moment; please try again');
  }
  if (error instanceof HttpException) {
    // Nest wraps Fastify's own client errors (body parsing, size limit); answer from the original.
    const cause = (error as { cause?: { statusCode?: unknown; code?: unknown } }).cause;
    if (cause && typeof cause.statusCode === 'number' && typeof cause.code === 'string' && cause.code.startsWith('FST_')) return toErrorResponse(cause);
    const status = error.getStatus();
    const response = error.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : Array.isArray((response as { message?: unknown }).message)
          ? (response as { message: string[] }).message.join('; ')
          : String((response as { message?: unknown }).message ?? error.message);
    if (status >= 500) return { ...body(status, CODE_BY_STATUS[status] ?? 'SERVER_ERROR', message), unexpected: status === 500 };
    return body(status, CODE_BY_STATUS[status] ?? 'BAD_REQUEST', status === 404 && /^Cannot /.test(message) ? 'Not found' : message);
  }
  const fastify = error as { statusCode?: number; code?: string; message?: string };
  if (typeof fastify?.statusCode === 'number' && fastify.statusCode >= 400 && fastify.statusCode < 500) {
    const status = fastify.statusCode;
    const malformedJson = status === 400 && (error instanceof SyntaxError || fastify.code === 'FST_ERR_CTP_INVALID_JSON_BODY');
    const message = malformedJson
      ? `The request body is not valid JSON: ${fastify.message}`
      : ((fastify.code && FASTIFY_MESSAGES[fastify.code]) ?? fastify.message ?? 'Bad request');
    const code = malformedJson ? 'MALFORMED_JSON' : (CODE_BY_STATUS[status] ?? 'BAD_REQUEST');
    return body(status, code, message);
  }
  return { ...body(500, 'SERVER_ERROR', 'Something went wrong on our side. It has been logged; please try again.'), unexpected: true };
}
