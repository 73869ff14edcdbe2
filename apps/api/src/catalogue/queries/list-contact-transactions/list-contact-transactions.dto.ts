import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { dateParam, IsDateParam } from '../../../common/http/date-param.js';
import { PagingQueryDto } from '../../../common/http/paging.js';

/** Spec 001 §7: GET /entities/{id}/transactions "with params": dates between, and the page. */
export class ListContactTransactionsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'Dated on or after (YYYY-MM-DD)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Dated on or before (YYYY-MM-DD)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;
}
