import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MONEY_IN_SUBTYPES } from '@ledgerline/ledger';
import type { MoneyInInput } from './record-money-in.command.js';

/** Money in (LEDGER.md §4): the business receives money, credited to an account chosen by subtype. */
export class RecordMoneyInDto {
  @ApiProperty({ example: '2026-11-22', description: 'The date of the transaction, YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiProperty({
    example: '1500.00',
    description: 'A positive amount with at most the currency’s decimals, as a string (a JSON number is read through its text)',
    oneOf: [{ type: 'string' }, { type: 'number' }],
  })
  @IsDefined({ message: 'amount is required' })
  amount: unknown;

  @ApiProperty({ enum: MONEY_IN_SUBTYPES, example: 'capital' })
  @IsIn(MONEY_IN_SUBTYPES as unknown as string[], { message: `subtype must be one of: ${MONEY_IN_SUBTYPES.join(', ')}` })
  subtype: string;

  @ApiProperty({ example: 'Cash', description: '"Cash" or the id of one of the business’s bank accounts' })
  @IsString({ message: 'account must be Cash or a bank account id' })
  @IsNotEmpty({ message: 'account must be Cash or a bank account id' })
  account: string;

  @ApiPropertyOptional({ example: 'Owner’s capital injection' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional({ example: 'MI0001', description: 'Your own reference; one is made when absent' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  reference?: string;

  @ApiPropertyOptional({ description: 'The contact (required for debt_repayment and customer_deposit)' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  entity?: string;
}

/** The body as the ledger's command reads it (values unvalidated; the decider names bad fields). */
export function moneyInInput(dto: RecordMoneyInDto): MoneyInInput {
  return {
    date: dto.date,
    amount: dto.amount,
    subtype: dto.subtype,
    account: dto.account,
    description: dto.description,
    entityId: dto.entity,
  };
}
