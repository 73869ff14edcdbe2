import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

const decimal = [{ type: 'string' }, { type: 'number' }];

/** Documentation of one asset line (the ledger checks the list; nothing validates this class). */
export class AssetLineDoc {
  @ApiProperty({ description: 'The asset id' }) id: string;
  @ApiPropertyOptional({ oneOf: decimal, example: 1, description: 'Whole units' }) quantity?: string | number;
  @ApiProperty({ oneOf: decimal, example: '250000.00', description: 'Per unit' }) price: string | number;
}

/** The supplier as the form holds it (spec 001 §3 supplierData): only `id` is read; the rest is the form's copy. */
export class AssetPartyDto {
  @ApiProperty({ type: String, description: 'The contact id' }) @Allow() id: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() name?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() email?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() phone?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() address?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() city?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() state?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() zip?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() country?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() vat_number?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() tax_number?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() website?: unknown;
}

/**
 * Documentation of the asset form (spec 001 §3 Asset) that POST /assets/create and PUT /assets/:id
 * read from the request themselves (asset-form.reader.ts): as JSON, or as a multipart form of
 * the same fields as text with the picture as `image`.
 */
export class AssetFormDoc {
  @ApiProperty({ example: 'AST-0001' }) tag: string;
  @ApiProperty({ example: 'Generator 20kVA' }) name: string;
  @ApiProperty({ example: 'Generators', description: 'One of the business’s asset categories; it gives the group and lifespan' }) category: string;
  @ApiProperty({ oneOf: decimal, example: '2500000.00' }) purchasePrice: string | number;
  @ApiPropertyOptional({ oneOf: decimal, example: '250000.00', description: 'At most the purchase price' }) salvageValue?: string | number;
  @ApiPropertyOptional({ oneOf: decimal, example: '900000.00' }) forceSaleValue?: string | number;
  @ApiPropertyOptional({ example: 'SN-88231' }) serialNo?: string;
  @ApiPropertyOptional({ example: 'Mikano' }) manufacturer?: string;
  @ApiPropertyOptional({ example: 'MK-20' }) model?: string;
  @ApiPropertyOptional({ example: 'New' }) condition?: string;
  @ApiPropertyOptional({ example: 'Machinery and Equipment', description: 'The category’s group; read from the category' }) group?: string;
  @ApiPropertyOptional({ oneOf: decimal, example: 60, description: 'Months; the category’s when absent' }) lifespan?: string | number;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional({ description: 'Kept from the asset; a new picture comes as the multipart `image` file' }) imageUrl?: string;
}
