import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { DEFAULT_TIME_ZONE } from '@ledgerline/ledger';
import { AppError } from '../../common/errors/app-error.js';
import { businessToday } from '../../common/calendar/business-today.js';
import { dateParam, IsDateParam } from '../../common/http/date-param.js';
import { PagingQueryDto } from '../../common/http/paging.js';

/** Spec 002 §9's admin range starts here; it ends today (the spec's fixed 2023-01-10 is the original's, not ours). */
export const ADMIN_RANGE_START = '2000-01-01';
/** The day a timestamp falls on, for the admin area's ranges and series: the product's time zone (Lagos), as the businesses' own "today". */
export const ADMIN_TIME_ZONE = DEFAULT_TIME_ZONE;

/** `startDate` and `endDate` of the admin area's reads (YYYY-MM-DD; a bad one is a 400 naming it). */
export class AdminRangeQueryDto {
  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-01-01', description: `First day, YYYY-MM-DD; default ${ADMIN_RANGE_START}` })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-12-31', description: 'Last day, YYYY-MM-DD; default today' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;
}

/** A paged admin list: `page`, `limit` (25 by default), `q`, and the range. */
export class AdminListQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ type: String, description: 'Search text' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'First day, YYYY-MM-DD (of what the list dates its rows by)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'Last day, YYYY-MM-DD' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;
}

export interface AdminRange {
  from: string;
  to: string;
}

/** The range asked for, with the admin defaults (2000-01-01 … today); an end before the start is a 400. */
export function adminRangeOf(query: { startDate?: string; endDate?: string }): AdminRange {
  const from = query.startDate ?? ADMIN_RANGE_START;
  const to = query.endDate ?? businessToday();
  if (from > to) throw AppError.validation([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
  return { from, to };
}

/** The search text of a list, trimmed; undefined when empty. */
export const searchOf = (q: string | undefined): string | undefined => q?.trim() || undefined;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `q` as an ILIKE pattern that matches it literally anywhere; null when there is no search. */
export function containsPattern(q: string | undefined): string | null {
  const text = searchOf(q);
  return text === undefined ? null : likePattern(text);
}
