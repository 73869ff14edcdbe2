import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagingQueryDto } from '../../../common/http/paging.js';
import { PRODUCT_TYPE_FILTERS } from '../../views/product-view.js';
import { PRODUCT_FILTERS } from '../../products/product-filters.js';

export class ListProductsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: PRODUCT_TYPE_FILTERS, description: 'PRODUCT or SERVICE; ALL or BOTH (or absent) for both' })
  @IsOptional()
  @IsIn([...PRODUCT_TYPE_FILTERS, ...PRODUCT_TYPE_FILTERS.map((t) => t.toLowerCase())], { message: 'type must be PRODUCT, SERVICE, ALL or BOTH' })
  type?: string;

  @ApiPropertyOptional({ description: 'Name, SKU or barcode contains this' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({
    enum: PRODUCT_FILTERS,
    default: 'all',
    description: 'Which products: in or out of stock, low in stock, with variants, variants, made of raw materials',
  })
  @IsOptional()
  @IsIn([...PRODUCT_FILTERS, ...PRODUCT_FILTERS.map((f) => f.toUpperCase())], { message: `filter_by must be one of: ${PRODUCT_FILTERS.join(', ')}` })
  filter_by?: string;

  @ApiPropertyOptional({ description: 'Category name (without case)' })
  @IsOptional()
  @IsString({ message: 'filterByCategory must be text' })
  @MaxLength(100)
  filterByCategory?: string;

  @ApiPropertyOptional({ description: 'Brand name (without case)' })
  @IsOptional()
  @IsString({ message: 'filterByBrand must be text' })
  @MaxLength(100)
  filterByBrand?: string;

  @ApiPropertyOptional({
    example: 'Grains,Mama Gold',
    description: 'Tag names (GET /tags), comma-separated, without case: products whose category or brand is one of them',
  })
  @IsOptional()
  @IsString({ message: 'filterByTags must be text' })
  @MaxLength(2000, { message: 'filterByTags must be at most 2000 characters' })
  filterByTags?: string;
}

/** GET /services: services only. */
export class ListServicesQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'Name, SKU or barcode contains this' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}
