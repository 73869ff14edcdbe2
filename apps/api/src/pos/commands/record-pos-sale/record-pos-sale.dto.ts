import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsArray, ValidateNested } from 'class-validator';

const decimal = [{ type: 'string' }, { type: 'number' }];

/**
 * One cart line (spec 002 §3 POS item). The ledger reads id, quantity, price, oldPrice and note;
 * the rest is what the till shows and is accepted so a till can send its cart as it holds it.
 */
export class PosItemDto {
  @ApiProperty({ type: String, example: '0b9f4f7e-3c1d-4a53-9a43-1f1f0c3e2a10', description: 'The product or service id' })
  @Allow()
  id: unknown;

  @ApiProperty({ example: '2', oneOf: decimal })
  @Allow()
  quantity: unknown;

  @ApiProperty({ example: '1350.00', description: 'The price sold at (after the line discount)', oneOf: decimal })
  @Allow()
  price: unknown;

  @ApiPropertyOptional({ example: '1500.00', description: 'The price before the line discount; the discount percent is derived from it', oneOf: decimal })
  @Allow()
  oldPrice?: unknown;

  @ApiPropertyOptional({ type: String }) @Allow() note?: unknown;
  @ApiPropertyOptional({ oneOf: decimal, description: 'Shown by the till; derived by the server' }) @Allow() discount?: unknown;
  @ApiPropertyOptional({ oneOf: decimal, description: 'Shown by the till; derived by the server' }) @Allow() total?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() sku?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() name?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() measurement?: unknown;
  @ApiPropertyOptional({ oneOf: decimal, description: 'Shown by the till' }) @Allow() instock?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() type?: unknown;
  @ApiPropertyOptional({ type: String, description: 'Alias of id' }) @Allow() product?: unknown;
}

/**
 * A counter sale (spec 002 §3 POS totals: subtotal, discount, discountType, tax, amount,
 * amountCollected, amountRemaining). `status: parked` parks the cart instead (posts nothing).
 */
export class RecordPosSaleDto {
  @ApiProperty({ type: [PosItemDto] })
  @IsArray({ message: 'items must be a list of { id, quantity, price }' })
  @ValidateNested({ each: true })
  @Type(() => PosItemDto)
  items: PosItemDto[];

  @ApiPropertyOptional({ type: String, description: 'The register (default the cashier’s open one)' }) @Allow() registerId?: unknown;
  @ApiPropertyOptional({ type: String, example: '2026-11-25', description: 'YYYY-MM-DD; default today' }) @Allow() date?: unknown;
  @ApiPropertyOptional({ example: '10', description: 'Order discount: percent (default) or fixed', oneOf: decimal }) @Allow() discount?: unknown;
  @ApiPropertyOptional({ enum: ['percent', 'fixed'], default: 'percent' }) @Allow() discountType?: unknown;
  @ApiPropertyOptional({ example: '7.5', description: 'Tax percent of subtotal − discount', oneOf: decimal }) @Allow() tax?: unknown;
  @ApiPropertyOptional({ type: String, example: 'Cash', description: 'Cash or a bank account id (default Cash)' }) @Allow() account?: unknown;
  @ApiPropertyOptional({ example: '20000', description: 'Handed over; default the amount', oneOf: decimal }) @Allow() amountCollected?: unknown;
  @ApiPropertyOptional({ oneOf: decimal, description: 'The till’s figure: checked against the ledger’s' }) @Allow() subtotal?: unknown;
  @ApiPropertyOptional({ oneOf: decimal, description: 'The till’s total: checked against the ledger’s' }) @Allow() amount?: unknown;
  @ApiPropertyOptional({ oneOf: decimal, description: 'Shown by the till; derived by the server' }) @Allow() amountRemaining?: unknown;
  @ApiPropertyOptional({
    oneOf: [{ type: 'string' }, { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } }, required: ['id'] }],
    description: 'The customer: a contact id or the POS customer object { id, name, … }',
  })
  @Allow()
  customer?: unknown;
  @ApiPropertyOptional({ type: String, description: 'The parked cart this sale completes' }) @Allow() parkedSaleId?: unknown;
  @ApiPropertyOptional({ enum: ['completed', 'parked'], default: 'completed' }) @Allow() status?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() note?: unknown;
  @ApiPropertyOptional({ type: String, description: 'A reference of the till’s own (unique in the business)' }) @Allow() reference?: unknown;
  @ApiPropertyOptional({ type: String, description: 'The device’s own id of an offline sale (kept for its history)' }) @Allow() clientId?: unknown;
}
