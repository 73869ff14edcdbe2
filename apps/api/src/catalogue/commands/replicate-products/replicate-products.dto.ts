import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsString, MaxLength, ValidateNested } from 'class-validator';

export class ReplicaTargetDto {
  @ApiProperty({ example: '0b6f…', description: 'A business the owner owns, other than this one' })
  @IsString({ message: 'business must be a business id' })
  @MaxLength(100)
  business!: string;

  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], example: '5', description: 'Opening stock there (products), at the buying price' })
  @Allow()
  quantity?: unknown;
}

/** POST /inventories/replicate-products (spec 001 §3 "Other-business entry"): this business's product made in others of the owner's. */
export class ReplicateProductsDto {
  @ApiProperty({ example: '7f1c…', description: 'The product or service of this business to make elsewhere' })
  @IsString({ message: 'product must be a product id' })
  @MaxLength(100)
  product!: string;

  @ApiProperty({ type: [ReplicaTargetDto] })
  @IsArray({ message: 'businesses must be a list' })
  @ArrayMinSize(1, { message: 'businesses must name at least one business' })
  @ArrayMaxSize(20, { message: 'businesses may name at most 20 businesses' })
  @ValidateNested({ each: true })
  @Type(() => ReplicaTargetDto)
  businesses!: ReplicaTargetDto[];
}
