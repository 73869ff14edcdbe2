import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { IsWholeNumber, wholeNumberParam } from '../../../common/http/paging.js';

export class SearchContactsQueryDto {
  @ApiPropertyOptional({ type: Number, example: 20, default: 20, description: 'At most 50' })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, 50)
  limit?: number;
}
