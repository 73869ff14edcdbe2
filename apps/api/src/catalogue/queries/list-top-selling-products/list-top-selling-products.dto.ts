import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { PagingQueryDto } from '../../../common/http/paging.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class ListTopSellingProductsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'Sold on or after (YYYY-MM-DD); absent: from the start' })
  @IsOptional()
  @Matches(DATE, { message: 'startDate must be a date written YYYY-MM-DD' })
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Sold on or before (YYYY-MM-DD); absent: to today' })
  @IsOptional()
  @Matches(DATE, { message: 'endDate must be a date written YYYY-MM-DD' })
  endDate?: string;
}
