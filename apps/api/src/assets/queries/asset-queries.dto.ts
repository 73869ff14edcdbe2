import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Spec 001 §9: page 1, 25 a page. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class AssetPagingDto {
  @ApiPropertyOptional({ example: '1', default: '1' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: 'page must be a whole number from 1' })
  page?: string;

  @ApiPropertyOptional({ example: '25', default: '25' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  limit?: string;
}

export class ListAssetsQueryDto extends AssetPagingDto {
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
  @Matches(DATE, { message: 'startDate must be a date in the form YYYY-MM-DD' })
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-12-31' })
  @IsOptional()
  @Matches(DATE, { message: 'endDate must be a date in the form YYYY-MM-DD' })
  endDate?: string;
}

export const paging = (query: AssetPagingDto) => ({ page: Number(query.page ?? 1), limit: Math.min(Number(query.limit ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE) });
