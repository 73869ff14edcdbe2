import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { businessToday } from '../../../common/calendar/business-today.js';
import { dateParam, IsDateParam } from '../../../common/http/date-param.js';
import { AppError } from '../../../common/errors/app-error.js';
import { PagingQueryDto } from '../../../common/http/paging.js';

/** Spec 002 §9: the admin range starts 2000-01-01; it ends today (the spec's fixed end date is long past). */
export const ADMIN_RANGE_START = '2000-01-01';

/** The query of the admin lists: `page`, `limit` (25), `q`, and `startDate`–`endDate` (YYYY-MM-DD). */
export class AdminListQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ type: String, example: 'ada', description: 'Search text' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string;

  @ApiPropertyOptional({ type: String, format: 'date', example: ADMIN_RANGE_START, description: `From this day (default ${ADMIN_RANGE_START})` })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-03-31', description: 'To this day, inclusive (default today)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;
}

/** GET /admin/businesses: the list query and the partner to filter by (staff only; a partner admin always sees their own). */
export class AdminBusinessesQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'Only the businesses this partner brought (staff)' })
  @IsOptional()
  @IsUUID('all', { message: 'partnerId must be a partner id' })
  partnerId?: string;
}

/** The inclusive day range of an admin list (2000-01-01 … today by default); 400 when it ends before it starts. */
export function adminRange(query: { startDate?: string; endDate?: string }): { startDate: string; endDate: string } {
  const startDate = query.startDate ?? ADMIN_RANGE_START;
  const endDate = query.endDate ?? businessToday();
  if (startDate > endDate) throw AppError.validation([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
  return { startDate, endDate };
}
