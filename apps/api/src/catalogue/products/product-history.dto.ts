import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import type { DateWindow } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';
import { dateParam, IsDateParam } from '../../common/http/date-param.js';

/** GET /inventories/{id}: the history's dates (spec 001 §7 "optional startDate, endDate"). */
export class ProductHistoryQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'History from this day (YYYY-MM-DD, inclusive)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'History up to this day (YYYY-MM-DD, inclusive)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;
}

export const DATE_ORDER_MESSAGE = 'startDate must be on or before endDate';

/** The history's window (its dates read by the DTO), the start not after the end; 400 naming the field otherwise. */
export function readDateWindow(query: { startDate?: string; endDate?: string }): DateWindow {
  const { startDate: from, endDate: to } = query;
  if (from && to && from > to) throw AppError.validation([{ field: 'startDate', message: DATE_ORDER_MESSAGE }]);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
