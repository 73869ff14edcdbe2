import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { LedgerValidationError, parseIsoDate } from '@ledgerline/ledger';
import type { DateWindow } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';

/** GET /inventories/{id}: the history's dates (spec 001 §7 "optional startDate, endDate"). */
export class ProductHistoryQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'History from this day (YYYY-MM-DD, inclusive)' })
  @IsOptional()
  @IsString({ message: 'startDate must be a date written YYYY-MM-DD' })
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'History up to this day (YYYY-MM-DD, inclusive)' })
  @IsOptional()
  @IsString({ message: 'endDate must be a date written YYYY-MM-DD' })
  endDate?: string;
}

export const DATE_ORDER_MESSAGE = 'startDate must be on or before endDate';

/** Real calendar days (2026-02-30 is refused), the start not after the end; 400 naming the field otherwise. */
export function readDateWindow(query: { startDate?: string; endDate?: string }): DateWindow {
  const read = (value: string | undefined, field: string) => {
    if (value === undefined || value === '') return undefined;
    try {
      return parseIsoDate(value, field);
    } catch (error) {
      if (error instanceof LedgerValidationError) throw AppError.validation([{ field, message: `${field} must be a date written YYYY-MM-DD` }]);
      throw error;
    }
  };
  const from = read(query.startDate, 'startDate');
  const to = read(query.endDate, 'endDate');
  if (from && to && from > to) throw AppError.validation([{ field: 'startDate', message: DATE_ORDER_MESSAGE }]);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
