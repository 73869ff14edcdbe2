import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { IsWholeNumber, wholeNumberParam } from '../../../common/http/paging.js';

/** POST /admin/scripts/inventory/yearly-script/run: the year the operator has in mind (a replay covers every year). */
export class YearlyInventoryDto {
  @ApiPropertyOptional({ type: Number, example: 2025 })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(2000, 2199, { message: 'year must be a whole number from 2000 to 2199' })
  year?: number;
}
