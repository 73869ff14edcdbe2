import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsWholeNumber, wholeNumberParam } from '../../../common/http/paging.js';
import { PRODUCT_TYPE_FILTERS } from '../../views/product-view.js';

export const SEARCH_LIMIT = 20;

/** The path of GET /inventories/s/{query}/{type}/{assetCategory}. */
export class SearchProductsParamsDto {
  @ApiProperty({ description: 'Name, SKU or barcode contains this; blank finds nothing' })
  @IsString()
  @MaxLength(200)
  query!: string;

  @ApiProperty({ enum: PRODUCT_TYPE_FILTERS, description: 'BOTH and ALL find products and services' })
  @IsIn([...PRODUCT_TYPE_FILTERS, ...PRODUCT_TYPE_FILTERS.map((t) => t.toLowerCase())], { message: 'type must be PRODUCT, SERVICE, ALL or BOTH' })
  type!: string;

  @ApiProperty({ description: 'The asset category of an asset search; products and services ignore it (send ALL)' })
  @IsString()
  @MaxLength(100)
  assetCategory!: string;
}

export class SearchProductsQueryDto {
  @ApiPropertyOptional({ description: 'The kind of transaction the search is for (SALES, PURCHASES, …); products and services are found for all' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  transactionType?: string;

  @ApiPropertyOptional({ type: Number, example: 20, default: SEARCH_LIMIT, description: 'At most 50' })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, 50)
  limit?: number;
}
