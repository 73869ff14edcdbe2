import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { dateParam, IsDateParam } from '../../common/http/date-param.js';
import { PagingQueryDto } from '../../common/http/paging.js';

/** The asset list: page and limit (spec 001 §9: page 1, 25 a page, at most 100) and its filters. */
export class ListAssetsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'Name, tag or serial number contains this' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: the archived assets instead' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'archived must be true or false' })
  archived?: string;
}

export class SearchAssetsQueryDto {
  @ApiPropertyOptional({ description: 'Name, tag or serial number contains this; blank finds nothing' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  searchQuery?: string;

  @ApiPropertyOptional({ description: 'Accepted for the spec’s client (asset type); every asset is searched' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  type?: string;

  @ApiPropertyOptional({ description: 'Accepted for the spec’s client; the business is always the session’s' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  business?: string;
}

export class AssetLogQueryDto {
  @ApiPropertyOptional({ example: '2026-01-01' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-12-31' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;
}
