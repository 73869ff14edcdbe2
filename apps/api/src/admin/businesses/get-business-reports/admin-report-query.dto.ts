import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { dateParam, IsDateParam } from '../../../common/http/date-param.js';

/** The period of an admin report: the owner's report defaults (the 1st of this month to today). */
export class AdminReportQueryDto {
  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-03-01', description: 'First day (default: the 1st of this month)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-03-31', description: 'Last day (default: today)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;
}
