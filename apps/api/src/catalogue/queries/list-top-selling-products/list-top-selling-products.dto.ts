import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { dateParam, IsDateParam } from '../../../common/http/date-param.js';
import { PagingQueryDto } from '../../../common/http/paging.js';

export class ListTopSellingProductsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'Sold on or after (YYYY-MM-DD); absent: from the start' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Sold on or before (YYYY-MM-DD); absent: to today' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;
}
