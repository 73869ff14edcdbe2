import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';

const decimal = [{ type: 'string' }, { type: 'number' }];

/** The supplier as the form holds it (spec 001 §3 supplierData): only `id` is read; the rest is the form's copy. */
export class AssetPartyDto {
  @ApiProperty({ description: 'The contact id' }) @Allow() id: unknown;
  @ApiPropertyOptional() @Allow() name?: unknown;
  @ApiPropertyOptional() @Allow() email?: unknown;
  @ApiPropertyOptional() @Allow() phone?: unknown;
  @ApiPropertyOptional() @Allow() address?: unknown;
  @ApiPropertyOptional() @Allow() city?: unknown;
  @ApiPropertyOptional() @Allow() state?: unknown;
  @ApiPropertyOptional() @Allow() zip?: unknown;
  @ApiPropertyOptional() @Allow() country?: unknown;
  @ApiPropertyOptional() @Allow() vat_number?: unknown;
  @ApiPropertyOptional() @Allow() tax_number?: unknown;
  @ApiPropertyOptional() @Allow() website?: unknown;
}

/**
 * POST /assets/buy (spec 001 §3 Buy-asset form). Values are read by the ledger, which names the
 * field it refuses (`assets[0].price`, `supplierData.id`, `due_date`, …).
 */
export class BuyAssetsDto {
  @ApiPropertyOptional({ type: AssetPartyDto }) @Allow() supplierData?: unknown;
  @ApiPropertyOptional({ example: 'Lagos warehouse' }) @Allow() location?: unknown;
  @ApiPropertyOptional({ example: 'K7QX2M', description: 'Your own reference; a random 6-character one when absent' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string;
  @ApiPropertyOptional({ example: 'AB-0001' }) @Allow() number?: unknown;
  @ApiProperty({ example: '2026-01-15', description: 'YYYY-MM-DD' }) @Allow() date: unknown;
  @ApiProperty({
    example: [{ id: 'asset id', quantity: 1, price: '250000.00' }],
    description: 'Asset lines: id, quantity (whole units, default 1), price; other line fields are the form’s copy',
  })
  @Allow()
  assets: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() subtotal?: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() total?: unknown;
  @ApiPropertyOptional({ example: 'Cash', default: 'Cash' }) @Allow() account?: unknown;
  @ApiPropertyOptional({ default: false }) @Allow() credit?: unknown;
  @ApiPropertyOptional({ default: false, description: 'Not available yet: true is refused' }) @Allow() useAdvancePayment?: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() initial_deposit?: unknown;
  @ApiPropertyOptional({ example: '2026-02-15' }) @Allow() due_date?: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() delivery?: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() discount?: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() tax?: unknown;
  @ApiPropertyOptional({ enum: ['fixed', 'percent'], default: 'fixed' }) @Allow() deliveryType?: unknown;
  @ApiPropertyOptional({ enum: ['fixed', 'percent'], default: 'fixed' }) @Allow() discountType?: unknown;
  @ApiPropertyOptional({ enum: ['fixed', 'percent'], default: 'percent' }) @Allow() taxType?: unknown;
  @ApiPropertyOptional({ description: 'false leaves delivery out whatever its value' }) @Allow() hasDelivery?: unknown;
  @ApiPropertyOptional({ description: 'false leaves discount out whatever its value' }) @Allow() hasDiscount?: unknown;
  @ApiPropertyOptional({ description: 'false leaves tax out whatever its value' }) @Allow() hasTax?: unknown;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) description?: string;
}
