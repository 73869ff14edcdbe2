import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagingQueryDto } from '../../../common/http/paging.js';
import { PRODUCT_TYPE_FILTERS } from '../../views/product-view.js';

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
}

/** GET /services: services only. */
export class ListServicesQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'Name, SKU or barcode contains this' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}
