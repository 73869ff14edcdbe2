import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import { AssetLineDoc, AssetPartyDto } from '../../shared/asset-bodies.dto.js';

const decimal = [{ type: 'string' }, { type: 'number' }];

/**
 * POST /assets/buy (spec 001 §3 Buy-asset form). Values are read by the ledger, which names the
 * field it refuses (`assets[0].price`, `supplierData.id`, `due_date`, …).
 */
export class BuyAssetsDto {
  @ApiPropertyOptional({ type: AssetPartyDto }) @Allow() supplierData?: unknown;
  @ApiPropertyOptional({ type: String, example: 'Lagos warehouse' }) @Allow() location?: unknown;
  @ApiPropertyOptional({ example: 'K7QX2M', description: 'Your own reference; a random 6-character one when absent' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string;
  @ApiPropertyOptional({ type: String, example: 'AB-0001' }) @Allow() number?: unknown;
  @ApiProperty({ type: String, example: '2026-01-15', description: 'YYYY-MM-DD' }) @Allow() date: unknown;
  @ApiProperty({
    type: () => AssetLineDoc,
    isArray: true,
    example: [{ id: 'asset id', quantity: 1, price: '250000.00' }],
    description: 'Asset lines: id, quantity (whole units, default 1), price; other line fields are the form’s copy',
  })
  @Allow()
  assets: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() subtotal?: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() total?: unknown;
  @ApiPropertyOptional({ type: String, example: 'Cash', default: 'Cash' }) @Allow() account?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) @Allow() credit?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false, description: 'Not available yet: true is refused' }) @Allow() useAdvancePayment?: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() initial_deposit?: unknown;
  @ApiPropertyOptional({ type: String, example: '2026-02-15' }) @Allow() due_date?: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() delivery?: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() discount?: unknown;
  @ApiPropertyOptional({ oneOf: decimal }) @Allow() tax?: unknown;
  @ApiPropertyOptional({ enum: ['fixed', 'percent'], default: 'fixed' }) @Allow() deliveryType?: unknown;
  @ApiPropertyOptional({ enum: ['fixed', 'percent'], default: 'fixed' }) @Allow() discountType?: unknown;
  @ApiPropertyOptional({ enum: ['fixed', 'percent'], default: 'percent' }) @Allow() taxType?: unknown;
  @ApiPropertyOptional({ type: Boolean, description: 'false leaves delivery out whatever its value' }) @Allow() hasDelivery?: unknown;
  @ApiPropertyOptional({ type: Boolean, description: 'false leaves discount out whatever its value' }) @Allow() hasDiscount?: unknown;
  @ApiPropertyOptional({ type: Boolean, description: 'false leaves tax out whatever its value' }) @Allow() hasTax?: unknown;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) description?: string;
}
