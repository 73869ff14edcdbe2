import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsArray, IsOptional, IsString, ValidateNested } from 'class-validator';
import { DocumentItemDto } from '../../transactions/trade-document.dto.js';

const decimal = [{ type: 'string' }, { type: 'number' }];
const adjustment = [
  { type: 'string' },
  { type: 'number' },
  { type: 'object', properties: { type: { type: 'string', enum: ['fixed', 'percent'] }, value: { oneOf: decimal } } },
];

/**
 * An invoice's or quotation's form: customer, dates, lines, discount, delivery and tax (each a fixed
 * amount or a percent of the subtotal, as on a sale), notes. Values are read by the ledger, which
 * names a bad field in its answer.
 */
export class InvoiceFormDto {
  @ApiPropertyOptional({ type: String, example: '2026-11-22', description: 'Issue date, YYYY-MM-DD' })
  @Allow()
  date?: unknown;

  @ApiPropertyOptional({ type: String, example: '2026-12-22', description: 'Due date, YYYY-MM-DD, on or after the date' })
  @Allow()
  dueDate?: unknown;

  @ApiPropertyOptional({ type: String, example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', description: 'The customer (a contact id)' })
  @Allow()
  entity?: unknown;

  @ApiPropertyOptional({ type: [DocumentItemDto] })
  @IsOptional()
  @IsArray({ message: 'items must be a list of { product, quantity, price }' })
  @ValidateNested({ each: true })
  @Type(() => DocumentItemDto)
  items?: DocumentItemDto[];

  @ApiPropertyOptional({ example: '10', oneOf: adjustment })
  @Allow()
  discount?: unknown;

  @ApiPropertyOptional({ enum: ['fixed', 'percent', 'percentage'], default: 'fixed' })
  @Allow()
  discountType?: unknown;

  @ApiPropertyOptional({ example: '500.00', oneOf: adjustment })
  @Allow()
  delivery?: unknown;

  @ApiPropertyOptional({ enum: ['fixed', 'percent'], default: 'fixed' })
  @Allow()
  deliveryType?: unknown;

  @ApiPropertyOptional({ example: '7.5', oneOf: adjustment })
  @Allow()
  tax?: unknown;

  @ApiPropertyOptional({ enum: ['fixed', 'percent'], default: 'percent' })
  @Allow()
  taxType?: unknown;

  @ApiPropertyOptional({ type: String, example: 'Thank you for your business' })
  @Allow()
  notes?: unknown;
}

export class IdDto {
  @ApiProperty({ description: 'The invoice id' })
  @IsString({ message: 'id is required' })
  id: string;
}

/** POST /quotes: a quotation's form (as an invoice's, with a valid-until date instead of a due date). */
export class QuotationFormDto extends InvoiceFormDto {
  @ApiPropertyOptional({ type: String, example: '2026-12-31', description: 'Valid until, YYYY-MM-DD' })
  @Allow()
  expiryDate?: unknown;
}
