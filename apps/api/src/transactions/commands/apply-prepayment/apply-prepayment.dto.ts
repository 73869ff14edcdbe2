import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';
import type { PrepaymentApplicationInput } from './apply-prepayment.command.js';

/** A decimal string, or a number (read exactly from its text). */
const AMOUNT = { oneOf: [{ type: 'string' }, { type: 'number' }] };

/** Applying part of a prepayment to an expense category. */
export class ApplyPrepaymentDto {
  @ApiProperty({ example: '10000.00', description: 'At most what is left on the prepayment', ...AMOUNT })
  @IsDefined({ message: 'amount is required' })
  amount: unknown;

  @ApiProperty({ example: '2026-12-31', description: 'YYYY-MM-DD: when this part was used up' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiPropertyOptional({
    example: 'rent',
    description: 'Defaults to the prepayment’s category; a name or its number (see expenses)',
    oneOf: [{ type: 'string' }, { type: 'integer' }],
  })
  @IsOptional()
  category?: unknown;

  @ApiPropertyOptional({ example: 'December rent' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;
}

/** The body as the ledger's command reads it (values unvalidated; the decider names bad fields). */
export function prepaymentApplicationInput(dto: ApplyPrepaymentDto): PrepaymentApplicationInput {
  return { date: dto.date, amount: dto.amount, category: dto.category, description: dto.description };
}
