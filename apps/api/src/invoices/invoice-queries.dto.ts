import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { dateParam, IsDateParam } from '../common/http/date-param.js';

/** POST /invoice/summary: the list's filters (spec 002 §7 generic list filter: q, startDate, endDate, limit, page). */
export class InvoiceSummaryDto {
  @ApiPropertyOptional({ enum: ['draft', 'approved', 'paid', 'void', 'overdue'] })
  @IsOptional()
  @IsIn(['draft', 'approved', 'paid', 'void', 'overdue'], { message: 'status must be draft, approved, paid, void or overdue' })
  status?: string;

  @ApiPropertyOptional({ description: 'Number or customer name' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ description: 'A customer (contact id)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  entity?: string;

  @ApiPropertyOptional({ example: '2026-11-01' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1)
  page?: number;

  @ApiPropertyOptional({ default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(100)
  limit?: number;
}

export class PdfQueryDto {
  @ApiPropertyOptional({ enum: ['letterhead', 'standard'], description: "Spec 002 §9: 'letterhead'" })
  @IsOptional()
  @IsIn(['letterhead', 'standard'], { message: "template must be 'letterhead' or 'standard'" })
  template?: 'letterhead' | 'standard';
}
