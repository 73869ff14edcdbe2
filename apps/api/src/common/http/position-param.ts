import { ValidateBy, type ValidationOptions } from 'class-validator';
import { AppError, type FieldError } from '../errors/app-error.js';

/**
 * Event positions sent by a client: `knownAt` (the answer as known at a position), the audit
 * trail's `position`, the `X-Consistent-After` header. One rule everywhere: a string of digits
 * (a command answers its position as a string; a JSON number is refused, as one beyond 2^53 has
 * already lost digits) from 0 to PostgreSQL's largest bigint, spaces around it dropped. A DTO
 * reads it with `@Transform(positionParam) @IsPositionParam()`; a reader of a raw query, a path or
 * a header with `readPositionParam`. Every refusal is a 400 naming the field, never a database error.
 */

/** The largest position there can be (PostgreSQL's bigint). */
export const MAX_POSITION = 9_223_372_036_854_775_807n;

/** A position parameter as the client sent it: absent or empty is absent; text is trimmed; anything else is kept, to be refused. */
export function positionParam({ value }: { value: unknown }): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value.trim() : value;
}

/** What is wrong with a position parameter (as `positionParam` reads it), or undefined when it is a position. */
export function positionParamProblem(value: unknown, field: string): string | undefined {
  if (Array.isArray(value)) return `${field} must be given once`;
  if (typeof value !== 'string') return `${field} must be an event position sent as a string of digits, as a command answers it`;
  if (!/^\d{1,19}$/.test(value) || BigInt(value) > MAX_POSITION) return `${field} must be an event position: a whole number from 0 to ${MAX_POSITION}`;
  return undefined;
}

/** A position parameter of a DTO (read by `positionParam`); the 400 names the field and says what is wrong. */
export function IsPositionParam(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPositionParam',
      validator: {
        validate: (value: unknown) => positionParamProblem(value, 'value') === undefined,
        defaultMessage: (args) => positionParamProblem(args?.value, args?.property ?? 'value') ?? '',
      },
    },
    options,
  );
}

/**
 * A position parameter of a raw query, a path or a header: its digits, or undefined when absent.
 * A wrong one is a 400 naming `field`; given `errors`, it joins them instead (a reader that
 * reports every mistake of a request at once) and reads as absent.
 */
export function readPositionParam(value: unknown, field = 'knownAt', errors?: FieldError[]): string | undefined {
  const position = positionParam({ value });
  if (position === undefined) return undefined;
  const problem = positionParamProblem(position, field);
  if (problem === undefined) return position as string;
  if (!errors) throw AppError.validation([{ field, message: problem }]);
  errors.push({ field, message: problem });
  return undefined;
}

/** A position that must be given (a path's, a header's that is there): as a bigint; absent or wrong is a 400 naming `field`. */
export function requirePositionParam(value: unknown, field: string): bigint {
  const position = readPositionParam(value, field);
  if (position === undefined) throw AppError.validation([{ field, message: `${field} is required` }]);
  return BigInt(position);
}
