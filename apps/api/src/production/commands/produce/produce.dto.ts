import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** A production batch (spec 002 §3 Production: input raw materials, output products, additional costs). */
export class ProduceDto {
  @ApiPropertyOptional({ example: [{ id: 'raw-material-id', quantity: '2' }], description: 'Raw materials consumed' }) @Allow() inputs?: unknown;
  @ApiPropertyOptional({ example: '0', description: 'Work in progress used (at most its balance)' }) @Allow() wip?: unknown;
  @ApiPropertyOptional({ example: [{ description: 'Gas', amount: '1500.00' }] }) @Allow() additionalCosts?: unknown;
  @ApiPropertyOptional({ example: 'Cash', description: 'Where additional costs are paid from (required with any)' }) @Allow() account?: unknown;
  @ApiProperty({ example: [{ id: 'product-id', quantity: '40', price: '500.00' }], description: 'Products made; price weighs each in the value spread' })
  @Allow()
  outputs: unknown;
  @ApiPropertyOptional({ example: '2026-11-25' }) @Allow() date?: unknown;
  @ApiPropertyOptional() @Allow() description?: unknown;
  @ApiPropertyOptional({ description: 'The till’s own total: ignored (the server computes it)' }) @Allow() total?: unknown;
}
