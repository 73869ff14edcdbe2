import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { AdditionalCostDoc, OutputLineDoc, StockLineDoc } from '../../production-lines.dto.js';

/** A production batch (spec 002 §3 Production: input raw materials, output products, additional costs). */
export class ProduceDto {
  @ApiPropertyOptional({ type: () => StockLineDoc, isArray: true, example: [{ id: 'raw-material-id', quantity: '2' }], description: 'Raw materials consumed' })
  @Allow()
  inputs?: unknown;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], example: '0', description: 'Work in progress used (at most its balance)' })
  @Allow()
  wip?: unknown;
  @ApiPropertyOptional({ type: () => AdditionalCostDoc, isArray: true, example: [{ description: 'Gas', amount: '1500.00' }] })
  @Allow()
  additionalCosts?: unknown;
  @ApiPropertyOptional({ type: String, example: 'Cash', description: 'Where additional costs are paid from (required with any)' }) @Allow() account?: unknown;
  @ApiProperty({
    type: () => OutputLineDoc,
    isArray: true,
    example: [{ id: 'product-id', quantity: '40', price: '500.00' }],
    description: 'Products made; price weighs each in the value spread',
  })
  @Allow()
  outputs: unknown;
  @ApiPropertyOptional({ type: String, example: '2026-11-25' }) @Allow() date?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() description?: unknown;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], description: 'The till’s own total: ignored (the server computes it)' })
  @Allow()
  total?: unknown;
}
