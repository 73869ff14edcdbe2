import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PRODUCT_TYPE_FILTERS } from '../../views/product-view.js';

export const SEARCH_LIMIT = 20;

export class SearchProductsQueryDto {
  @ApiPropertyOptional({ description: 'Name, SKU or barcode contains this; blank finds nothing' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ enum: PRODUCT_TYPE_FILTERS })
  @IsOptional()
  @IsIn([...PRODUCT_TYPE_FILTERS, ...PRODUCT_TYPE_FILTERS.map((t) => t.toLowerCase())], { message: 'type must be PRODUCT, SERVICE, ALL or BOTH' })
  type?: string;

  @ApiPropertyOptional({ example: '20', default: String(SEARCH_LIMIT), description: 'At most 50' })
  @IsOptional()
  @Matches(/^([1-9]|[1-4]\d|50)$/, { message: 'limit must be a whole number from 1 to 50' })
  limit?: string;
}
