import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsWholeNumber, wholeNumberParam } from '../../../common/http/paging.js';

export class SearchContactsQueryDto {
  @ApiPropertyOptional({ description: 'Name, company, e-mail or phone contains this; blank finds nothing' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ type: Number, example: 20, default: 20, description: 'At most 50' })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, 50)
  limit?: number;
}
