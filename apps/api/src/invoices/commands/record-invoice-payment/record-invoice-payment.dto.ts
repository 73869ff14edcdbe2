import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsString } from 'class-validator';

/** A payment on an invoice, part or whole, into cash or a bank account. */
export class RecordInvoicePaymentDto {
  @ApiProperty({ description: 'The invoice id' })
  @IsString({ message: 'id is required' })
  id: string;

  @ApiProperty({ example: '1000.00', oneOf: [{ type: 'string' }, { type: 'number' }] })
  @Allow()
  amount: unknown;

  @ApiPropertyOptional({ type: String, example: 'Cash', description: '"Cash" (the default) or one of the business’s bank account ids' })
  @Allow()
  account?: unknown;

  @ApiPropertyOptional({ type: String, example: '2026-11-25', description: 'YYYY-MM-DD; today when absent' })
  @Allow()
  date?: unknown;
}
