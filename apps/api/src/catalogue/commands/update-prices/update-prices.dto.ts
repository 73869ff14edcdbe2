import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsString, MaxLength, ValidateNested } from 'class-validator';

const NUMBER = { oneOf: [{ type: 'string' }, { type: 'number' }] };

export class PriceChangeDto {
  @ApiProperty({ example: '7f1c…', description: 'The product’s or service’s id' })
  @IsString({ message: '_id must be a product id' })
  @MaxLength(100)
  _id!: string;

  @ApiPropertyOptional({ ...NUMBER, example: '52500.00' })
  @Allow()
  sellingPrice?: unknown;

  @ApiPropertyOptional({ ...NUMBER, example: '43000.00' })
  @Allow()
  buyingPrice?: unknown;
}

/** POST /inventories/price-update: new prices, product by product (spec 001 §2 "Price adjustment"). */
export class UpdatePricesDto {
  @ApiProperty({ type: [PriceChangeDto] })
  @IsArray({ message: 'products must be a list' })
  @ArrayMinSize(1, { message: 'products must name at least one product' })
  @ArrayMaxSize(500, { message: 'products may name at most 500 products' })
  @ValidateNested({ each: true })
  @Type(() => PriceChangeDto)
  products!: PriceChangeDto[];
}
