import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const SKU_TYPES = ['PRODUCT', 'SERVICE', 'ASSET', 'VARIANT'] as const;

export class NextSkuQueryDto {
  @ApiPropertyOptional({
    enum: SKU_TYPES,
    default: 'PRODUCT',
    description: 'ASSET: the next asset tag; VARIANT: the SKU of a product’s variant, the index-th free one after base',
  })
  @IsOptional()
  @IsIn([...SKU_TYPES, ...SKU_TYPES.map((type) => type.toLowerCase())], { message: 'type must be PRODUCT, SERVICE, ASSET or VARIANT' })
  type?: string;

  @ApiPropertyOptional({ description: 'VARIANT: the parent’s SKU (default: the next product SKU)', example: 'PRD-000005' })
  @IsOptional()
  @IsString({ message: 'base must be text' })
  @MaxLength(100, { message: 'base must be at most 100 characters' })
  base?: string;

  @ApiPropertyOptional({ description: 'VARIANT: which variant, from 1 (default 1)', example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'index must be a whole number from 1 to 100' })
  @Min(1, { message: 'index must be a whole number from 1 to 100' })
  @Max(100, { message: 'index must be a whole number from 1 to 100' })
  index?: number;
}
