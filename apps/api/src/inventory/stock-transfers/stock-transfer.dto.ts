import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';

export class StockTransferItemDto {
  @ApiProperty({ example: '9b2f1c7e-5d4a-4f3b-8e21-7a6c5b4d3e2f', description: 'A product of this business (not a service)' })
  @IsString({ message: 'product must be a product id' })
  @IsNotEmpty({ message: 'product must be a product id' })
  @MaxLength(100)
  product: string;

  @ApiProperty({ example: '5', description: 'More than zero, up to 4 decimals', oneOf: [{ type: 'string' }, { type: 'number' }] })
  @IsDefined({ message: 'quantity is required' })
  quantity: unknown;
}

/** What a transfer holds: where the goods go and which. */
export class StockTransferContentsDto {
  @ApiProperty({ example: '2f0c4c1e-7b7a-4a39-9a53-2f9f1c0d8e11', description: 'Another business you own' })
  @IsUUID('all', { message: 'destination must be one of your businesses' })
  destination: string;

  @ApiProperty({ example: '2026-11-25', description: 'YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiProperty({ type: [StockTransferItemDto] })
  @IsArray({ message: 'items must be a list of products' })
  @ArrayMinSize(1, { message: 'Add at least one product to transfer' })
  @ArrayMaxSize(500, { message: 'A transfer holds at most 500 products' })
  @ValidateNested({ each: true })
  @Type(() => StockTransferItemDto)
  items: StockTransferItemDto[];

  @ApiPropertyOptional({ example: 'For the Ikeja shop’s weekend' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string;
}

export class CreateStockTransferDto extends StockTransferContentsDto {
  @ApiPropertyOptional({ enum: ['draft', 'sent'], default: 'sent', description: 'draft posts nothing; sent moves the goods now' })
  @IsOptional()
  @IsIn(['draft', 'sent'], { message: 'status must be draft or sent' })
  status?: 'draft' | 'sent';

  @ApiPropertyOptional({ example: 'TRF001', description: 'Your own reference; one is made when absent' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  reference?: string;
}
