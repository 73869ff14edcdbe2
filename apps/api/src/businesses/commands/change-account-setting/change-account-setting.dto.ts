import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString } from 'class-validator';
import { INVOICE_TEMPLATES, MAX_FOOTNOTE_LENGTH } from '@ledgerline/ledger';

// One body per POST /accounts/settings/… route (spec 002 §7). Values are checked by the ledger
// (decideChangeAccountSetting, 400 naming the field); these only refuse unknown fields and types.

export class StockLevelDto {
  @ApiProperty({ example: 10, description: 'Low-stock alert level: a whole number of items, 0 or more', oneOf: [{ type: 'integer' }, { type: 'string' }] })
  @IsDefined({ message: 'stockLevel is required' })
  stockLevel: unknown;
}

export class TaxDto {
  @ApiProperty({ example: '7.5', description: 'Tax percent from 0 to 100, at most 2 decimals', oneOf: [{ type: 'string' }, { type: 'number' }] })
  @IsDefined({ message: 'tax is required' })
  tax: unknown;
}

export class WipStatusDto {
  @ApiProperty({ example: true, description: 'Production through work in progress (shows “Move Raw Materials to WIP”)' })
  @IsBoolean({ message: 'wipStatus must be true or false' })
  wipStatus: boolean;
}

export class AllowZeroStockLevelDto {
  @ApiProperty({ example: false, description: 'Selling below zero stock is allowed' })
  @IsBoolean({ message: 'allowZeroStockLevel must be true or false' })
  allowZeroStockLevel: boolean;
}

export class FootnoteDto {
  @ApiProperty({
    type: String,
    example: 'Thank you for your patronage',
    nullable: true,
    description: `Printed at the foot of invoices and receipts; at most ${MAX_FOOTNOTE_LENGTH} characters; null or "" clears it`,
  })
  @IsOptional()
  @IsString({ message: 'footnote must be text' })
  footnote: string | null;
}

/** Invoice customisation: only the keys given change; `null` resets one to the default. */
export class InvoiceCustomisationDto {
  @ApiPropertyOptional({ enum: INVOICE_TEMPLATES, example: 'letterhead', nullable: true })
  @IsOptional()
  @IsIn(INVOICE_TEMPLATES as unknown as string[], { message: `template must be one of: ${INVOICE_TEMPLATES.join(', ')}` })
  template?: string | null;

  @ApiPropertyOptional({ type: String, example: '#1a73e8', nullable: true, description: 'Accent colour #rrggbb' })
  @IsOptional()
  @IsString({ message: 'colour must be a colour written #rrggbb' })
  colour?: string | null;

  @ApiPropertyOptional({ type: Boolean, example: true, nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'showLogo must be true or false' })
  showLogo?: boolean | null;

  @ApiPropertyOptional({ type: Boolean, example: true, nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'showBankDetails must be true or false' })
  showBankDetails?: boolean | null;
}

export class CurrencyDto {
  @ApiProperty({ example: 'USD', description: 'A supported currency code; refused once the business has recorded a transaction (CURRENCY_LOCKED)' })
  @IsString({ message: 'currency must be a currency code such as NGN' })
  currency: string;
}
