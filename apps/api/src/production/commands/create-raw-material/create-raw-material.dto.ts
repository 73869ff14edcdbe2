import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** A raw material (spec 001 §3 raw material line: name, quantity, price, measurement). */
export class CreateRawMaterialDto {
  @ApiProperty({ type: String, example: 'Flour 50kg' }) @Allow() name: unknown;
  @ApiPropertyOptional({ type: String, example: 'RAW-000001', description: 'Default: the next RAW-NNNNNN' }) @Allow() sku?: unknown;
  @ApiPropertyOptional({ type: String, example: 'Kg', default: 'Unit' }) @Allow() measurement?: unknown;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], example: '10', description: 'Opening stock, into 1210 at quantity × price' })
  @Allow()
  quantity?: unknown;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], example: '45000.00', description: 'Unit cost (required with a quantity)' })
  @Allow()
  price?: unknown;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], description: 'Alias of price' }) @Allow() buyingPrice?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() description?: unknown;
  @ApiPropertyOptional({ type: String, example: '2026-11-25' }) @Allow() date?: unknown;
}
