import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsWholeNumber, wholeNumberParam } from '../../../common/http/paging.js';
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

  @ApiPropertyOptional({ type: Number, example: 20, default: SEARCH_LIMIT, description: 'At most 50' })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, 50)
  limit?: number;
}
