import { ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Allow, IsOptional, IsString } from 'class-validator';
import { MEASUREMENTS } from '@ledgerline/ledger';
import { CreateProductDto } from '../../products/product.dto.js';

const NUMBER = { oneOf: [{ type: 'string' }, { type: 'number' }] };
const PRICE_NEEDS_37 = 'Needs permission 37 (edit prices) when it changes';

/** The fields an edit shares with creating, with the same rules and descriptions. */
const SAME_AS_CREATE = [
  'name',
  'barcode',
  'description',
  'stockLevel',
  'categoryName',
  'brandName',
  'size',
  'color',
  'expiryDate',
  'expiryReminderDays',
] as const;

/**
 * PATCH /inventories/update/{id}: the fields to change; absent ones stay, a blank one is cleared.
 * Numbers are checked by the ledger's decider (the rules of creating), which names the field. The
 * measurement has no default here and the prices need 37, so those three are declared again.
 */
export class UpdateProductDto extends PartialType(PickType(CreateProductDto, SAME_AS_CREATE)) {
  @ApiPropertyOptional({ enum: MEASUREMENTS })
  @IsOptional()
  @IsString({ message: 'measurement must be text' })
  measurement?: string;

  @ApiPropertyOptional({ ...NUMBER, example: '45000.00', description: PRICE_NEEDS_37 })
  @Allow()
  buyingPrice?: unknown;

  @ApiPropertyOptional({ ...NUMBER, example: '52000.00', description: PRICE_NEEDS_37 })
  @Allow()
  sellingPrice?: unknown;
}
