import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsIn, IsOptional } from 'class-validator';
import { AppError } from '../common/errors/app-error.js';
import { dateParam, IsDateParam } from '../common/http/date-param.js';
import { IsPositionParam, positionParam } from '../common/http/position-param.js';
import { IsWholeNumber, MAX_PAGE, MAX_PAGE_SIZE, wholeNumberParam } from '../common/http/paging.js';
import { GRAPH_REPORT_TYPES, maxGraphBuckets, MAX_LIST_SIZE, type GraphReportType } from './periods.js';

/**
 * The query strings and bodies of the dashboard and report summaries. Dates, numbers and the
 * graph's report type and `knownAt` are read here (a 400 names the field); what depends on today or on the
 * period (its defaults, its length) is read by periods.ts. Unknown fields are refused by the
 * validation pipe.
 */
export const BUSINESS_IGNORED = 'Accepted for the spec’s client and ignored: the business is always the session’s current business';

const KNOWN_AT = {
  type: String,
  example: '1234',
  description:
    'A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry',
};

export class BusinessOnlyDto {
  @ApiPropertyOptional({ type: String, description: BUSINESS_IGNORED })
  @Allow()
  business?: unknown;
}

export class ListLimitDto extends BusinessOnlyDto {
  @ApiPropertyOptional({ type: Number, example: 5, description: `How many (default 5, at most ${MAX_LIST_SIZE})` })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, MAX_LIST_SIZE)
  limit?: number;

  @ApiPropertyOptional(KNOWN_AT)
  @IsOptional()
  @Transform(positionParam)
  @IsPositionParam()
  knownAt?: string;
}

export class DatesDto extends BusinessOnlyDto {
  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-11-01', description: 'First day, YYYY-MM-DD (default: the 1st of this month)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-11-30', description: 'Last day, YYYY-MM-DD (default: today)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;

  @ApiPropertyOptional(KNOWN_AT)
  @IsOptional()
  @Transform(positionParam)
  @IsPositionParam()
  knownAt?: string;
}

export class DashboardSummaryQueryDto extends DatesDto {
  @ApiPropertyOptional({
    enum: ['today', 'thisWeek', 'thisMonth', 'thisYear', 'customrange'],
    description: 'today; thisWeek (Monday to today); thisMonth (the 1st to today, the default); thisYear; customrange (startDate–endDate)',
  })
  @Allow()
  filterType?: unknown;
}

export class TopExpensesQueryDto extends DatesDto {
  @ApiPropertyOptional({ type: Number, example: 5, description: `How many (default 5, at most ${MAX_LIST_SIZE})` })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, MAX_LIST_SIZE)
  limit?: number;
}

/** `daily` or `monthly` in any case; absent or empty is absent. */
const reportTypeParam = ({ value }: { value: unknown }): unknown => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return text === '' || text === null ? undefined : text;
};

export class TodayOverviewBodyDto extends DatesDto {
  @ApiPropertyOptional({
    type: Number,
    example: 15,
    description: 'Daily: days (default 15, at most 366); monthly: months (default 12, at most 120). Ignored when startDate is given',
  })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber<TodayOverviewBodyDto>(1, (body) => maxGraphBuckets(body.reportType ?? 'daily'))
  numberOfDays?: number;

  @ApiPropertyOptional({ enum: GRAPH_REPORT_TYPES, default: 'daily' })
  @IsOptional()
  @Transform(reportTypeParam)
  @IsIn(GRAPH_REPORT_TYPES, { message: 'reportType must be daily or monthly' })
  reportType?: GraphReportType;
}

export class SummaryQueryDto extends DatesDto {
  @ApiPropertyOptional({ enum: ['day', 'month'], description: 'Series per day or month (default: by day up to 62 days, else by month)' })
  @Allow()
  groupBy?: unknown;
}

export class ExpenseSummaryQueryDto extends SummaryQueryDto {}

export class ExpenseReportBodyDto extends DatesDto {}

export class PagedDatesDto extends DatesDto {
  @ApiPropertyOptional({ type: Number, example: 25, description: `Page size (default 25, at most ${MAX_PAGE_SIZE})` })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, MAX_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ type: Number, example: 1 })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, MAX_PAGE)
  page?: number;
}

export class InventoryListBodyDto extends PagedDatesDto {
  @ApiPropertyOptional({ type: String, description: 'Words searched in the product’s name and SKU' })
  @Allow()
  q?: unknown;
}

/** page and limit of a report list (checked by PagedDatesDto): page 1 and 25 a page unless given. */
export function readPage(input: PagedDatesDto): { page: number; limit: number } {
  return { page: input.page ?? 1, limit: input.limit ?? 25 };
}

/** Free text (a search), at most 200 characters. */
export function readSearch(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 200) throw AppError.validation([{ field: 'q', message: 'q must be text of at most 200 characters' }]);
  return value.trim() || undefined;
}
