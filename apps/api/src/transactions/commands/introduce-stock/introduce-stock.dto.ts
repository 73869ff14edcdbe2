import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { StockIntroducedInput } from './introduce-stock.command.js';

const AMOUNT = { oneOf: [{ type: 'string' }, { type: 'number' }] };

/** One product whose stock is brought in. */
export class IntroducedStockItemDto {
  @ApiProperty({ example: '9b2f1c7e-5d4a-4f3b-8e21-7a6c5b4d3e2f', description: 'An existing product (not a service)' })
  product: string;

  @ApiProperty({ example: '10', description: 'Positive, up to 4 decimal places', ...AMOUNT })
  quantity: unknown;

  @ApiProperty({ example: '4500.00', description: 'Cost of one unit', ...AMOUNT })
  price: unknown;
}

/** Stock the business already had, brought into the books against owner's contribution (spec 001 §3: inflows / stock_introduced). */
export class IntroduceStockDto {
  @ApiProperty({ example: '2026-11-22', description: 'YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiProperty({ type: [IntroducedStockItemDto] })
  @IsArray({ message: 'items must be a list of { product, quantity, price }' })
  items: unknown[];

  @ApiPropertyOptional({ example: 'Stock count at start' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional({ example: 'ST0001', description: 'Your own reference; one is made when absent' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  reference?: string;
}

/** The body as the ledger's command reads it (values unvalidated; the decider names bad fields). */
export function stockIntroducedInput(dto: IntroduceStockDto): StockIntroducedInput {
  return {
    date: dto.date,
    items: dto.items,
    description: dto.description,
  };
}
