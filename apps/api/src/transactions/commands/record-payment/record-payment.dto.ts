import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { PaymentInput } from './record-payment.command.js';

/**
 * A payment on a credit sale (the customer pays) or a credit purchase or expense (the business
 * pays the supplier). Name the document by `transactionId` or by `reference`.
 */
export class RecordPaymentDto {
  @ApiPropertyOptional({ example: '3f1d2c4b-1111-4a55-9d7e-3c2f9a1d5e20', description: 'The id of the credit document paid (or give its reference)' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  transactionId?: string;

  @ApiPropertyOptional({ example: 'K7QX2M', description: 'The reference of the credit document paid (or give its transactionId)' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  reference?: string;

  @ApiProperty({ example: '15000.00', description: 'Positive, at most what is still owed on the document', oneOf: [{ type: 'string' }, { type: 'number' }] })
  @IsDefined({ message: 'amount is required' })
  amount: unknown;

  @ApiProperty({ example: 'Cash', description: '"Cash" or a bank account id: where the money comes in (sale) or leaves from (purchase, expense)' })
  @IsString({ message: 'account must be Cash or a bank account id' })
  @IsNotEmpty({ message: 'account must be Cash or a bank account id' })
  account: string;

  @ApiProperty({ example: '2026-11-22', description: 'YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiPropertyOptional({ example: 'Second instalment' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;
}

/** The body as the ledger's command reads it: the document paid by its id, else by its reference (the payment gets a reference of its own). */
export function paymentInput(dto: RecordPaymentDto): PaymentInput {
  return {
    document:
      dto.transactionId !== undefined
        ? { field: 'transactionId', value: dto.transactionId }
        : dto.reference !== undefined
          ? { field: 'reference', value: dto.reference }
          : undefined,
    date: dto.date,
    amount: dto.amount,
    account: dto.account,
    description: dto.description,
  };
}
