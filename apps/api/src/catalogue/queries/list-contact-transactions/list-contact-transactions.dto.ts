import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { PagingQueryDto } from '../../../common/http/paging.js';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused, not rolled over). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const IsCalendarDate = (field: string) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate, defaultMessage: () => `${field} must be a date written YYYY-MM-DD` } });

/** Spec 001 §7: GET /entities/{id}/transactions "with params": dates between, and the page. */
export class ListContactTransactionsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'Dated on or after (YYYY-MM-DD)' })
  @IsOptional()
  @IsCalendarDate('startDate')
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Dated on or before (YYYY-MM-DD)' })
  @IsOptional()
  @IsCalendarDate('endDate')
  endDate?: string;
}
