import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { TransferInput } from './transfer-funds.command.js';

/** A transfer between cash and the business's bank accounts (spec 002 §7 POST /transaction/account-transfer). */
export class TransferFundsDto {
  @ApiProperty({ example: 'Cash', description: '"Cash" or a bank account id: where the money leaves from' })
  @IsString({ message: 'from must be Cash or a bank account id' })
  @IsNotEmpty({ message: 'from must be Cash or a bank account id' })
  from: string;

  @ApiProperty({ example: '0b6c2b8e-4f7e-4a55-9d7e-3c2f9a1d5e20', description: '"Cash" or a bank account id, other than from' })
  @IsString({ message: 'to must be Cash or a bank account id' })
  @IsNotEmpty({ message: 'to must be Cash or a bank account id' })
  to: string;

  @ApiProperty({
    example: '50000.00',
    description: 'What arrives in `to`: positive, at most the currency’s decimals',
    oneOf: [{ type: 'string' }, { type: 'number' }],
  })
  @IsDefined({ message: 'amount is required' })
  amount: unknown;

  @ApiPropertyOptional({
    example: '52.50',
    description: 'Bank charges, taken from `from` on top of the amount and posted to the bank charges expense account',
    oneOf: [{ type: 'string' }, { type: 'number' }],
  })
  @IsOptional()
  fee?: unknown;

  @ApiProperty({ example: '2026-11-22', description: 'YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiPropertyOptional({ example: 'Banking the week’s takings' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional({ example: 'TR0001', description: 'Your own reference; one is made when absent' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  reference?: string;
}

/** The body as the ledger's command reads it (values unvalidated; the decider names bad fields). */
export function transferInput(dto: TransferFundsDto): TransferInput {
  return {
    date: dto.date,
    from: dto.from,
    to: dto.to,
    amount: dto.amount,
    fee: dto.fee,
    description: dto.description,
  };
}
