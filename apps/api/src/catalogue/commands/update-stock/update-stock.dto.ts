import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';

const NUMBER = { oneOf: [{ type: 'string' }, { type: 'number' }] };

/** PATCH /inventory/stock-update: the quantity counted; the difference from the books is recorded as a stock adjustment. */
export class UpdateStockDto {
  @ApiProperty({ example: '7f1c…', description: 'The product’s id' })
  @IsString({ message: 'product must be a product id' })
  @MaxLength(100)
  product!: string;

  @ApiProperty({ ...NUMBER, example: '12', description: 'The quantity now in stock, as counted' })
  @Allow()
  quantity?: unknown;

  @ApiPropertyOptional({ ...NUMBER, example: '450.00', description: 'The cost of one unit added (a count above the books); defaults to the average cost' })
  @Allow()
  unitCost?: unknown;

  @ApiPropertyOptional({ example: 'Stock count' })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(500)
  reason?: string;

  @ApiPropertyOptional({ example: '2026-11-22', description: 'YYYY-MM-DD; today by default' })
  @IsOptional()
  @IsString({ message: 'date must be a date written YYYY-MM-DD' })
  date?: string;
}
