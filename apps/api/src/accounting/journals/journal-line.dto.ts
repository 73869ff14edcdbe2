import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';

const AMOUNT = { oneOf: [{ type: 'string' }, { type: 'number' }] };

/**
 * One line of a journal or of the opening balances. Values are read by the ledger, which names the
 * line in its answer ('Line 2: choose the contact'); here only the shape.
 */
export class JournalLineDto {
  @ApiProperty({
    type: String,
    example: '6050',
    description:
      'An account code of the chart (LEDGER.md §2), or the id of one of the business’s bank accounts for cash at bank (1010). ' +
      'Not 1200/1210/1220 (inventory: stock adjustments, opening stock, production) nor 1500/1510 (the asset register).',
  })
  @Allow()
  account: unknown;

  @ApiPropertyOptional({
    type: String,
    example: '5d1c2a9e-8f7b-4e6a-b1c3-2a4d6e8f0a1b',
    description: 'A contact of the business: required on 1100, 1150, 2000 and 2300, refused elsewhere',
  })
  @Allow()
  contact?: unknown;

  @ApiPropertyOptional({ example: 'November rent accrued' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional({ example: '1500.00', description: 'A decimal string; exactly one of debit and credit is greater than zero', ...AMOUNT })
  @Allow()
  debit?: unknown;

  @ApiPropertyOptional({ example: '0', ...AMOUNT })
  @Allow()
  credit?: unknown;
}
