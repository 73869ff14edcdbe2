import { ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import { IsOptional, validateSync, ValidateBy, type ValidationOptions } from 'class-validator';
import type { FieldError } from '../errors/app-error.js';

/** Lists answer 25 rows a page unless asked, and at most 100 (spec 001 §9, 002 §9). */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** The last page a client may ask for; beyond it the number is a mistake, not a page. */
export const MAX_PAGE = 1_000_000;
/** The largest page size a list reads (and then cuts to its own maximum). */
const MAX_REQUESTED_PAGE_SIZE = 999_999;

/**
 * A whole-number parameter as the client sent it: digits in a query string, or a number in a
 * JSON body. Absent or empty is absent; anything else becomes NaN, which `IsWholeNumber` refuses.
 */
export function wholeNumberParam({ value }: { value: unknown }): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * A whole number from `min` to `max` (read by `wholeNumberParam`); the 400 names the field and the
 * range. `max` may depend on the request's other fields (a monthly graph counts fewer buckets).
 */
export function IsWholeNumber<T extends object = object>(min: number, max: number | ((request: T) => number), options?: ValidationOptions): PropertyDecorator {
  const maxOf = (request: object) => (typeof max === 'number' ? max : max(request as T));
  return ValidateBy(
    {
      name: 'isWholeNumber',
      constraints: [min, max],
      validator: {
        validate: (value: unknown, args) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= maxOf(args?.object ?? {}),
        defaultMessage: (args) => `${args?.property ?? 'value'} must be a whole number from ${min} to ${maxOf(args?.object ?? {})}`,
      },
    },
    options,
  );
}

/** `page` and `limit` of a paged list: every list's query DTO extends this. */
export class PagingQueryDto {
  @ApiPropertyOptional({ type: Number, example: 1, default: 1, description: 'From 1' })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, MAX_PAGE)
  page?: number;

  @ApiPropertyOptional({
    type: Number,
    example: DEFAULT_PAGE_SIZE,
    default: DEFAULT_PAGE_SIZE,
    description: `Page size; more than ${MAX_PAGE_SIZE} reads as ${MAX_PAGE_SIZE}`,
  })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, MAX_REQUESTED_PAGE_SIZE, { message: 'limit must be a whole number of at least 1' })
  limit?: number;
}

/** The page asked for: page 1 and `defaultLimit` rows unless given; a larger limit is cut to `maxLimit`. */
export function pageOf(query: PagingQueryDto, sizes: { defaultLimit?: number; maxLimit?: number } = {}): { page: number; limit: number } {
  const { defaultLimit = DEFAULT_PAGE_SIZE, maxLimit = MAX_PAGE_SIZE } = sizes;
  return { page: query.page ?? 1, limit: Math.min(query.limit ?? defaultLimit, maxLimit) };
}

const PAGING_FIELDS = ['page', 'limit'];

/**
 * Reads `page` and `limit` with a paging DTO where a reader reports every mistake of a request at
 * once (the audit filters, the accounting views): the DTO's refusals join `errors`, in field
 * order, and the page asked for comes back (its numbers meaningless while `errors` is not empty).
 */
export function readPaging<T extends PagingQueryDto>(
  dto: new () => T,
  query: { page?: unknown; limit?: unknown },
  errors: FieldError[],
  sizes: { defaultLimit?: number; maxLimit?: number } = {},
): { page: number; limit: number } {
  const paging = plainToInstance(dto, { page: query.page, limit: query.limit });
  const refusals = validateSync(paging).sort((a, b) => PAGING_FIELDS.indexOf(a.property) - PAGING_FIELDS.indexOf(b.property));
  for (const error of refusals) {
    for (const message of Object.values(error.constraints ?? {})) errors.push({ field: error.property, message });
  }
  return pageOf(paging, sizes);
}

/** A page as the lists answer it: the spec's `data, page, skip, total`, plus `limit`. */
export interface PagedAnswer<T> {
  data: T[];
  page: number;
  limit: number;
  skip: number;
  total: number;
}

export const pagedAnswer = <T>(data: T[], total: number, page: { page: number; limit: number }): PagedAnswer<T> => ({
  data,
  page: page.page,
  limit: page.limit,
  skip: (page.page - 1) * page.limit,
  total,
});
