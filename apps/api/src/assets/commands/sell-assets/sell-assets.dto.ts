import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import { AssetLineDoc, AssetPartyDto } from '../../shared/asset-bodies.dto.js';

/**
 * POST /assets/sell (spec 001 §3 Asset sale draft): a Money-In of category Asset Sales. The buyer
 * is `entityId` (or `entityName`, which the form fills with the same id); `entity` and
 * `entityData` are the form's display copies.
 */
export class SellAssetsDto {
  @ApiProperty({ type: String, example: '2026-11-20' }) @Allow() date: unknown;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) description?: string;
  @ApiPropertyOptional({ type: String, enum: ['asset_sale'] }) @Allow() type?: unknown;
  @ApiPropertyOptional({ example: 'K7QX2M' }) @IsOptional() @IsString() @MaxLength(100) reference?: string;
  @ApiPropertyOptional({
    oneOf: [{ type: 'string' }, { type: 'number' }],
    example: '180000.00',
    description: 'Σ price × quantity as the form showed it; must match',
  })
  @Allow()
  amount?: unknown;
  @ApiPropertyOptional({ type: String, example: 'Cash', default: 'Cash' }) @Allow() account?: unknown;
  @ApiPropertyOptional({ type: Boolean, default: false }) @Allow() credit?: unknown;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }] }) @Allow() initial_deposit?: unknown;
  @ApiPropertyOptional({ type: String, example: '2026-12-20', description: 'Balance/Refund Due Date: required on credit' }) @Allow() due_date?: unknown;
  @ApiPropertyOptional({ type: String, description: 'The buyer’s name as the form showed it' }) @Allow() entity?: unknown;
  @ApiPropertyOptional({ type: String, description: 'The buyer: a contact id' }) @Allow() entityId?: unknown;
  @ApiPropertyOptional({ type: String, description: 'The buyer’s contact id when entityId is absent' }) @Allow() entityName?: unknown;
  @ApiPropertyOptional({ type: () => AssetPartyDto }) @Allow() entityData?: unknown;
  @ApiProperty({
    type: () => AssetLineDoc,
    isArray: true,
    example: [{ id: 'asset id', quantity: 1, price: '180000.00' }],
    description: 'Asset rows: id, quantity (whole units, at most held), price per unit (changing it needs permission 37)',
  })
  @Allow()
  assets: unknown;
}
