import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * POST /assets/sell (spec 001 §3 Asset sale draft): a Money-In of category Asset Sales. The buyer
 * is `entityId` (or `entityName`, which the form fills with the same id); `entity` and
 * `entityData` are the form's display copies.
 */
export class SellAssetsDto {
  @ApiProperty({ example: '2026-11-20' }) @Allow() date: unknown;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) description?: string;
  @ApiPropertyOptional({ enum: ['asset_sale'] }) @Allow() type?: unknown;
  @ApiPropertyOptional({ example: 'K7QX2M' }) @IsOptional() @IsString() @MaxLength(100) reference?: string;
  @ApiPropertyOptional({ description: 'Σ price × quantity as the form showed it; must match' }) @Allow() amount?: unknown;
  @ApiPropertyOptional({ example: 'Cash', default: 'Cash' }) @Allow() account?: unknown;
  @ApiPropertyOptional({ default: false }) @Allow() credit?: unknown;
  @ApiPropertyOptional() @Allow() initial_deposit?: unknown;
  @ApiPropertyOptional({ description: 'Balance/Refund Due Date: required on credit' }) @Allow() due_date?: unknown;
  @ApiPropertyOptional() @Allow() entity?: unknown;
  @ApiPropertyOptional() @Allow() entityId?: unknown;
  @ApiPropertyOptional() @Allow() entityName?: unknown;
  @ApiPropertyOptional() @Allow() entityData?: unknown;
  @ApiProperty({
    example: [{ id: 'asset id', quantity: 1, price: '180000.00' }],
    description: 'Asset rows: id, quantity (whole units, at most held), price per unit (changing it needs permission 37)',
  })
  @Allow()
  assets: unknown;
}
