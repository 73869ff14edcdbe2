import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

const AMOUNT = { oneOf: [{ type: 'string' }, { type: 'number' }] };

export class PurchaseOrderItemDto {
  @ApiProperty({ example: '9b2f1c7e-5d4a-4f3b-8e21-7a6c5b4d3e2f' })
  @IsString({ message: 'product must be a product id' })
  @IsNotEmpty({ message: 'product must be a product id' })
  @MaxLength(100)
  product: string;

  @ApiProperty({ example: '20', ...AMOUNT })
  @IsDefined({ message: 'quantity is required' })
  quantity: unknown;

  @ApiProperty({ example: '4500.00', description: 'Agreed cost of one unit', ...AMOUNT })
  @IsDefined({ message: 'price is required' })
  price: unknown;
}

/** An order's contents: supplier, dates, lines and a note. */
export class PurchaseOrderContentsDto {
  @ApiProperty({ example: '2026-11-25', description: 'YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiPropertyOptional({ example: '2026-12-02', description: 'When the goods are expected, YYYY-MM-DD' })
  @IsOptional()
  @IsString({ message: 'expectedDate must be a date in the form YYYY-MM-DD' })
  expectedDate?: string;

  @ApiPropertyOptional({ example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', description: 'A contact of the business' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  supplier?: string;

  @ApiProperty({ type: [PurchaseOrderItemDto] })
  @IsArray({ message: 'items must be a list of products' })
  @ArrayMinSize(1, { message: 'Add at least one product to the order' })
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => PurchaseOrderItemDto)
  items: PurchaseOrderItemDto[];

  @ApiPropertyOptional({ example: 'Deliver to the back door' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string;

  @ApiPropertyOptional({ enum: ['draft', 'sent'], default: 'draft' })
  @IsOptional()
  @IsIn(['draft', 'sent'], { message: 'status must be draft or sent' })
  status?: 'draft' | 'sent';
}
