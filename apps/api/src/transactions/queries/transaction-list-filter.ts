import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { TransactionListFilter, TransactionListOrder } from '@ledgerline/projections';
import { AppError, type FieldError } from '../../common/errors/app-error.js';
import { dateParam, IsDateParam } from '../../common/http/date-param.js';
import { IsWholeNumber, MAX_PAGE_SIZE, pageOf, PagingQueryDto, wholeNumberParam } from '../../common/http/paging.js';

/** List types (spec 002 §3), and the words clients also use for them. */
export const LIST_TYPES = ['sales', 'purchases', 'expenses', 'inflows', 'outflows', 'transfer', 'others', 'assets_purchase', 'assets_sale'] as const;
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  sale: 'sales',
  purchase: 'purchases',
  expense: 'expenses',
  inflow: 'inflows',
  'money-in': 'inflows',
  money_in: 'inflows',
  outflow: 'outflows',
  'money-out': 'outflows',
  money_out: 'outflows',
  transfers: 'transfer',
  other: 'others',
};
/** A list type as clients write it (any case, singular, money-in, …) → its list type; an unknown word comes back lower-cased. */
export const listTypeOf = (word: string): string => TYPE_ALIASES[word.trim().toLowerCase()] ?? word.trim().toLowerCase();

/** What the "others" list leaves out. */
export const MAIN_LIST_TYPES = ['sales', 'purchases', 'expenses'] as const;

const DEFAULT_FIXED_RANGE = 30;

/** The generic list filter query (spec 002 §7). Filters that do not apply to transactions (brand, tags, …) are accepted and ignored. */
export class TransactionListQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: ['customrange', 'fixed', 'search', 'adminRange'], description: 'Without it, startDate/endDate apply when given' })
  @IsOptional()
  @IsString()
  filterType?: string;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'customrange: first day (YYYY-MM-DD)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'customrange: last day (YYYY-MM-DD)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;

  @ApiPropertyOptional({ type: Number, example: 30, description: 'fixed: how many units back from today (default 30)' })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, 999_999, { message: 'howLongInNumber must be a whole number of at least 1' })
  howLongInNumber?: number;

  @ApiPropertyOptional({ enum: ['days', 'weeks', 'months', 'years'], description: 'fixed: the unit (default days)' })
  @IsOptional()
  @IsString()
  oneOfDaysWeeksMonthsYears?: string;

  @ApiPropertyOptional({ example: 'sales', description: `List type(s), comma-separated: ${LIST_TYPES.join(', ')}` })
  @IsOptional()
  @IsString()
  filterByType?: string;

  @ApiPropertyOptional({ example: 'sales', description: 'Same as filterByType (the journals use type=sales / expenses)' })
  @IsOptional()
  @IsString()
  type?: string;

  @ApiPropertyOptional({ example: 'capital', description: 'Subtype(s), comma-separated' })
  @IsOptional()
  @IsString()
  filterBySubtype?: string;

  @ApiPropertyOptional({
    example: 'Cash',
    description: '"Cash" or a bank account id: what was paid from or into that account, transfers from it and into it included',
  })
  @IsOptional()
  @IsString()
  filterByPaymentMethod?: string;

  @ApiPropertyOptional({ description: 'The id of the team member who recorded it' })
  @IsOptional()
  @IsString()
  filterByStaff?: string;

  @ApiPropertyOptional({ example: 'rent', description: 'Expense category' })
  @IsOptional()
  @IsString()
  filterByCategory?: string;

  @ApiPropertyOptional({ enum: ['posted', 'voided'] })
  @IsOptional()
  @IsString()
  status?: string;

  @ApiPropertyOptional({ description: 'Searched in the reference, the description and the contact' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ enum: ['date', 'amount'], description: 'Default date' })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], description: 'Default desc' })
  @IsOptional()
  @IsString()
  mode?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], description: 'Same as mode' })
  @IsOptional()
  @IsString()
  sortOrder?: string;

  // Accepted for the client's sake, not used here: the business is always the session's.
  @IsOptional() @IsString() filterByBusiness?: string;
  @IsOptional() @IsString() business?: string;
  @IsOptional() @IsString() filterByChannel?: string;
  @IsOptional() @IsString() filterByBrand?: string;
  @IsOptional() @IsString() filterByQuantity?: string;
  @IsOptional() @IsString() filterByCost?: string;
  @IsOptional() @IsString() filterByTags?: string;
}

export interface ParsedListQuery {
  filter: TransactionListFilter;
  order: TransactionListOrder;
  limit: number;
  page: number;
}

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** `today` minus `amount` units, YYYY-MM-DD (UTC calendar); undefined before year 1. */
export function dateBefore(today: string, amount: number, unit: 'days' | 'weeks' | 'months' | 'years'): string | undefined {
  const date = new Date(`${today}T00:00:00Z`);
  if (unit === 'days') date.setUTCDate(date.getUTCDate() - amount);
  if (unit === 'weeks') date.setUTCDate(date.getUTCDate() - 7 * amount);
  if (unit === 'months') date.setUTCMonth(date.getUTCMonth() - amount);
  if (unit === 'years') date.setUTCFullYear(date.getUTCFullYear() - amount);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * Reads the generic list filter query into the list's filter, order and page: 400 naming each
 * field that is wrong. `today` anchors fixed ranges (the last N days, weeks, months or years).
 */
export function parseListQuery(query: TransactionListQueryDto, today: string, options: { paged?: boolean } = {}): ParsedListQuery {
  const errors: FieldError[] = [];
  const filter: TransactionListFilter = {};

  const filterType = query.filterType?.trim() || undefined;
  if (filterType !== undefined && !['customrange', 'fixed', 'search', 'adminRange'].includes(filterType)) {
    errors.push({ field: 'filterType', message: 'filterType must be one of: customrange, fixed, search, adminRange' });
  }
  if (filterType === 'fixed') {
    const amount = query.howLongInNumber ?? DEFAULT_FIXED_RANGE;
    const unitText = (query.oneOfDaysWeeksMonthsYears?.trim().toLowerCase() || 'days').replace(/s?$/, 's');
    if (!['days', 'weeks', 'months', 'years'].includes(unitText)) {
      errors.push({ field: 'oneOfDaysWeeksMonthsYears', message: 'oneOfDaysWeeksMonthsYears must be one of: days, weeks, months, years' });
    } else {
      // A range reaching before year 1 has no lower bound.
      const from = dateBefore(today, amount, unitText as 'days' | 'weeks' | 'months' | 'years');
      if (from !== undefined) filter.from = from;
      filter.to = today;
    }
  } else if (filterType !== 'search') {
    filter.from = query.startDate;
    filter.to = query.endDate;
    if (filter.from && filter.to && filter.from > filter.to) errors.push({ field: 'endDate', message: 'endDate must not be before startDate' });
  }

  const types = [...list(query.filterByType), ...list(query.type)].map(listTypeOf);
  const unknown = types.filter((type) => !(LIST_TYPES as readonly string[]).includes(type));
  if (unknown.length > 0) errors.push({ field: 'filterByType', message: `filterByType must be among: ${LIST_TYPES.join(', ')}` });
  if (types.length > 0) filter.types = [...new Set(types)];
  const subtypes = list(query.filterBySubtype);
  if (subtypes.length > 0) filter.subtypes = subtypes;
  if (query.filterByPaymentMethod?.trim()) filter.paymentMethod = query.filterByPaymentMethod.trim();
  if (query.filterByStaff?.trim()) filter.staff = query.filterByStaff.trim();
  if (query.filterByCategory?.trim()) filter.category = query.filterByCategory.trim();
  if (query.status !== undefined && query.status !== '') {
    if (query.status !== 'posted' && query.status !== 'voided') errors.push({ field: 'status', message: 'status must be posted or voided' });
    else filter.status = query.status;
  }
  if (query.q?.trim()) filter.q = query.q.trim();

  const sort = query.sort?.trim() || 'date';
  if (sort !== 'date' && sort !== 'amount') errors.push({ field: 'sort', message: 'sort must be date or amount' });
  const mode = (query.mode ?? query.sortOrder)?.trim().toLowerCase() || 'desc';
  if (mode !== 'asc' && mode !== 'desc') errors.push({ field: 'mode', message: 'mode must be asc or desc' });
  const { page, limit } = options.paged === false ? { page: 1, limit: MAX_PAGE_SIZE } : pageOf(query);

  if (errors.length > 0) throw AppError.validation(errors);
  return { filter, order: { sort: sort as 'date' | 'amount', mode: mode as 'asc' | 'desc' }, limit, page };
}
