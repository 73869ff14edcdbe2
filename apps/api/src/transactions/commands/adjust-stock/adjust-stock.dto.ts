import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { StockAdjustmentInput } from './adjust-stock.command.js';

const AMOUNT = { oneOf: [{ type: 'string' }, { type: 'number' }] };

/** A stock count that differs from the books: the difference, in or out. */
export class AdjustStockDto {
  @ApiProperty({ example: '2026-11-22', description: 'YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiProperty({ example: '9b2f1c7e-5d4a-4f3b-8e21-7a6c5b4d3e2f', description: 'A product (not a service)' })
  @IsString({ message: 'product must be a product id' })
  @IsNotEmpty({ message: 'product must be a product id' })
  product: string;

  @ApiProperty({
    example: '-2',
    description: 'Counted minus booked: positive adds, negative takes out (at the moving-average cost); up to 4 decimals',
    ...AMOUNT,
  })
  @IsDefined({ message: 'quantity is required' })
  quantity: unknown;

  @ApiPropertyOptional({ example: '4500.00', description: 'Cost of one added unit; the current average when absent', ...AMOUNT })
  @IsOptional()
  unitCost?: unknown;

  @ApiPropertyOptional({ example: 'Damaged in transit' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;

  @ApiPropertyOptional({ example: 'ADJ001', description: 'Your own reference; one is made when absent' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  reference?: string;
}

/** The body as the ledger's command reads it (values unvalidated; the decider names bad fields). */
export function stockAdjustmentInput(dto: AdjustStockDto): StockAdjustmentInput {
  return {
    date: dto.date,
    product: dto.product,
    quantity: dto.quantity,
    unitCost: dto.unitCost,
    reason: dto.reason,
  };
}
