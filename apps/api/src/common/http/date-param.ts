import { dateRangeMessage, isDateInRange, isIsoDate } from '@ledgerline/ledger';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { AppError, type FieldError } from '../errors/app-error.js';

/**
 * The calendar-date parameters of the reads (report dates, list and dashboard filters): one rule
 * everywhere. A date is written YYYY-MM-DD, is a real day (2026-02-30 is none) and lies in the
 * dates the books take (1900-01-01 to 2199-12-31, as a document's date); an ISO date-time is read
 * as its date. A DTO reads it with `@Transform(dateParam) @IsDateParam()`; a reader of a raw
 * query with `readDateParam`. Every refusal is a 400 naming the field, never a database error.
 */

/** An ISO date-time whose date part is kept: `2026-11-01T09:30`, `…:00Z`, `…:00.000+01:00`. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date parameter as the client sent it: YYYY-MM-DD (spaces around it dropped), or an ISO
 * date-time cut to its date. Absent or empty is absent; anything else is kept as sent, for
 * `IsDateParam` (or `readDateParam`) to refuse.
 */
export function dateParam({ value }: { value: unknown }): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return DATE_TIME.exec(text)?.[1] ?? text;
}

/** What is wrong with a date parameter (as `dateParam` reads it), or undefined when it is a date the books take. */
export function dateParamProblem(value: unknown, field: string): string | undefined {
  if (Array.isArray(value)) return `${field} must be given once`;
  if (!isIsoDate(value)) return `${field} must be a real date written YYYY-MM-DD`;
  if (!isDateInRange(value)) return dateRangeMessage(field);
  return undefined;
}

/** A date parameter of a DTO (read by `dateParam`); the 400 names the field and says what is wrong. */
export function IsDateParam(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDateParam',
      validator: {
        validate: (value: unknown) => dateParamProblem(value, 'value') === undefined,
        defaultMessage: (args) => dateParamProblem(args?.value, args?.property ?? 'value') ?? '',
      },
    },
    options,
  );
}

/**
 * A date parameter of a raw query or body: YYYY-MM-DD, or undefined when absent. A wrong one is
 * a 400 naming `field`; given `errors`, it joins them instead (a reader that reports every
 * mistake of a request at once) and reads as absent.
 */
export function readDateParam(value: unknown, field: string, errors?: FieldError[]): string | undefined {
  const date = dateParam({ value });
  if (date === undefined) return undefined;
  const problem = dateParamProblem(date, field);
  if (problem === undefined) return date as string;
  if (!errors) throw AppError.validation([{ field, message: problem }]);
  errors.push({ field, message: problem });
  return undefined;
}
