import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

const decimal = [{ type: 'string' }, { type: 'number' }];
const adjustment = [
  { type: 'string' },
  { type: 'number' },
  { type: 'object', properties: { type: { type: 'string', enum: ['fixed', 'percent'] }, value: { oneOf: decimal } } },
];

/**
 * One line (spec: items with product, quantity and price). Values are read by the ledger, which
 * names the line in its answer (`items[1].quantity must be greater than zero`).
 */
export class DocumentItemDto {
  @ApiProperty({ type: String, example: '0b9f4f7e-3c1d-4a53-9a43-1f1f0c3e2a10', description: 'The product or service id' })
  @Allow()
  product: unknown;

  @ApiProperty({ example: '2', description: 'Greater than zero, at most 4 decimal places (Kg, Litre, …)', oneOf: decimal })
  @Allow()
  quantity: unknown;

  @ApiProperty({ example: '1500.00', description: 'Unit price, zero or more, at most the currency’s decimals', oneOf: decimal })
  @Allow()
  price: unknown;
}

/**
 * A sale or purchase (LEDGER.md §1, §3): items, discount/delivery/tax (each a fixed amount or a
 * percent of the subtotal, in the flat form `discount` + `discountType` or as `{ type, value }`),
 * and the payment block.
 */
export class TradeDocumentDto {
  @ApiProperty({ example: '2026-11-22', description: 'The date of the transaction, YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiProperty({ type: [DocumentItemDto] })
  @IsArray({ message: 'items must be a list of { product, quantity, price }' })
  @ValidateNested({ each: true })
  @Type(() => DocumentItemDto)
  items: DocumentItemDto[];

  @ApiPropertyOptional({ example: '10', description: 'An amount, a percent of the subtotal, or { type, value }', oneOf: adjustment })
  @Allow()
  discount?: unknown;

  @ApiPropertyOptional({ enum: ['fixed', 'percent'], default: 'fixed' })
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

  @ApiPropertyOptional({ example: '3225.00', description: 'What the form showed; when sent it must equal the computed subtotal', oneOf: decimal })
  @Allow()
  subtotal?: unknown;

  @ApiPropertyOptional({ example: '3225.00', description: 'What the form showed; when sent it must equal the computed total', oneOf: decimal })
  @Allow()
  total?: unknown;

  @ApiProperty({ example: 'Cash', description: '"Cash" or the id of one of the business’s bank accounts' })
  @IsString({ message: 'account must be Cash or a bank account id' })
  @IsNotEmpty({ message: 'account must be Cash or a bank account id' })
  account: string;

  @ApiPropertyOptional({
    type: Boolean,
    example: false,
    default: false,
    description: 'On credit: pays initial_deposit now, the rest is owed (needs entity and due_date)',
  })
  @Allow()
  credit?: unknown;

  @ApiPropertyOptional({ example: '1000.00', description: 'Paid now on a credit document (default 0); at most the total', oneOf: decimal })
  @Allow()
  initial_deposit?: unknown;

  @ApiPropertyOptional({ type: String, example: '2026-12-31', description: 'Required on credit, YYYY-MM-DD' })
  @Allow()
  due_date?: unknown;

  @ApiPropertyOptional({ description: 'The contact (customer or supplier) id; required on credit' })
  @IsOptional()
  @IsString({ message: 'entity must be a contact id' })
  @MaxLength(100)
  entity?: string;

  @ApiPropertyOptional({ example: 'SAL0001', description: 'Your own reference; one is made when absent' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  reference?: string;

  @ApiPropertyOptional({ example: 'Walk-in customer' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  description?: string;
}
