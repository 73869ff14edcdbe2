import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString } from 'class-validator';
import { MEASUREMENTS } from '@ledgerline/ledger';

const text = (field: string) => ({ message: `${field} must be text` });
const NUMBER = { oneOf: [{ type: 'string' }, { type: 'number' }] };

/**
 * PATCH /inventories/update/{id}: the fields to change; absent ones stay, a blank one is cleared.
 * Numbers are checked by the ledger's decider (the rules of creating), which names the field.
 */
export class UpdateProductDto {
  @ApiPropertyOptional({ example: 'Rice 25kg' })
  @IsOptional()
  @IsString(text('name'))
  name?: string;

  @ApiPropertyOptional({ example: '61234567' })
  @IsOptional()
  @IsString(text('barcode'))
  barcode?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString(text('description'))
  description?: string;

  @ApiPropertyOptional({ enum: MEASUREMENTS })
  @IsOptional()
  @IsString(text('measurement'))
  measurement?: string;

  @ApiPropertyOptional({ ...NUMBER, example: '45000.00', description: 'Needs permission 37 (edit prices) when it changes' })
  @Allow()
  buyingPrice?: unknown;

  @ApiPropertyOptional({ ...NUMBER, example: '52000.00', description: 'Needs permission 37 (edit prices) when it changes' })
  @Allow()
  sellingPrice?: unknown;

  @ApiPropertyOptional({ ...NUMBER, example: '5', description: 'Low-stock threshold (products)' })
  @Allow()
  stockLevel?: unknown;

  @ApiPropertyOptional({ example: 'Grains' })
  @IsOptional()
  @IsString(text('categoryName'))
  categoryName?: string;

  @ApiPropertyOptional({ example: 'Mama Gold' })
  @IsOptional()
  @IsString(text('brandName'))
  brandName?: string;

  @ApiPropertyOptional({ example: '50kg' })
  @IsOptional()
  @IsString(text('size'))
  size?: string;

  @ApiPropertyOptional({ example: 'white' })
  @IsOptional()
  @IsString(text('color'))
  color?: string;

  @ApiPropertyOptional({ example: '2027-06-30' })
  @IsOptional()
  @IsString({ message: 'expiryDate must be a date written YYYY-MM-DD' })
  expiryDate?: string;

  @ApiPropertyOptional({ ...NUMBER, example: 14, description: '1 to 100' })
  @Allow()
  expiryReminderDays?: unknown;
}
