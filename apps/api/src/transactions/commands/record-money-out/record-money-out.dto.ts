import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { MoneyOutInput } from './record-money-out.command.js';
import { MONEY_OUT_SUBTYPES } from '@ledgerline/ledger';

/** Money out (LEDGER.md §4): the business pays out, debited to an account chosen by subtype. */
export class RecordMoneyOutDto {
  @ApiProperty({ example: '2026-11-22', description: 'The date of the transaction, YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiProperty({
    example: '25000.00',
    description: 'A positive amount with at most the currency’s decimals, as a string (a JSON number is read through its text)',
    oneOf: [{ type: 'string' }, { type: 'number' }],
  })
  @IsDefined({ message: 'amount is required' })
  amount: unknown;

  @ApiProperty({
    enum: MONEY_OUT_SUBTYPES,
    example: 'supplier_payment',
    description:
      'credit_repayment → borrowings (2200), drawings → 3100, supplier_payment → payables (2000), refund → customer advances (2300), interest_expense → 6090',
  })
  @IsIn(MONEY_OUT_SUBTYPES as unknown as string[], { message: `subtype must be one of: ${MONEY_OUT_SUBTYPES.join(', ')}` })
  subtype: string;

  @ApiProperty({ example: 'Cash', description: '"Cash" or the id of one of the business’s bank accounts: where the money leaves from' })
  @IsString({ message: 'account must be Cash or a bank account id' })
  @IsNotEmpty({ message: 'account must be Cash or a bank account id' })
  account: string;

  @ApiPropertyOptional({ example: 'Paid Okafor Supplies for October' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional({ example: 'MO0001', description: 'Your own reference; one is made when absent' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  reference?: string;

  @ApiPropertyOptional({ example: '5f0c6a52-8f0e-4c1a-9b43-2a6d0f3f9c11', description: 'The contact (required for supplier_payment and refund)' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  entity?: string;
}

/** The body as the ledger's command reads it (values unvalidated; the decider names bad fields). */
export function moneyOutInput(dto: RecordMoneyOutDto): MoneyOutInput {
  return {
    date: dto.date,
    amount: dto.amount,
    subtype: dto.subtype,
    account: dto.account,
    description: dto.description,
    entity: dto.entity,
  };
}
