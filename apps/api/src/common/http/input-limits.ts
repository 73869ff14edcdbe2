import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '../errors/app-error.js';
import type { ErrorBody } from '../errors/error-response.js';

/** Deeper than any request the API takes (a sale's items are 3 levels down); deeper is refused before validation. */
export const MAX_INPUT_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;
export const nulMessage = (field: string) => `${field} contains a character that is not allowed (NUL)`;
export const surrogateMessage = (field: string) => `${field} contains a broken Unicode character`;

// A UTF-16 high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string, field: string): FieldError | undefined {
  if (text.includes('\u0000')) return { field, message: nulMessage(field) };
  if (LONE_SURROGATE.test(text)) return { field, message: surrogateMessage(field) };
  return undefined;
}

type Finding = { tooDeep: true } | { tooDeep: false; errors: FieldError[] };

/**
 * Walks a parsed input without recursion (so no depth can overflow the stack), refusing nesting
 * deeper than MAX_INPUT_DEPTH and strings or keys PostgreSQL cannot store or that are not text:
 * NUL and lone surrogates.
 */
export function inspectInput(input: unknown, root = ''): Finding {
  const errors: FieldError[] = [];
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: root, depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value, path || 'body');
      if (problem) errors.push(problem);
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { tooDeep: true };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      const keyProblem = textProblem(key, path || 'body');
      if (keyProblem) errors.push(keyProblem);
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return { tooDeep: false, errors };
}

const send400 = (reply: FastifyReply, body: ErrorBody) => reply.code(400).send(body);

/**
 * Refuses, with 400 and before validation, hashing or any handler, what the rest of the code must
 * never meet: the body, query or path too deep, or holding NUL or broken Unicode.
 */
export function registerInputLimits(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const errors: FieldError[] = [];
    for (const input of [request.params, request.query, request.body]) {
      const finding = inspectInput(input);
      if (finding.tooDeep) return send400(reply, { success: false, code: 'BODY_TOO_DEEP', message: TOO_DEEP_MESSAGE });
      errors.push(...finding.errors);
    }
    if (errors.length === 0) return;
    return send400(reply, { success: false, code: 'VALIDATION_FAILED', message: errors.map((error) => error.message).join('; '), errors });
  });
}
