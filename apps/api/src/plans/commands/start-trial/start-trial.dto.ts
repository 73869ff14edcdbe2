import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional } from 'class-validator';
import { BILLING_PERIODS } from '@ledgerline/ledger';

/** A 14-day free trial of a paid plan on the plans page. */
export class StartTrialDto {
  @ApiProperty({
    example: 'store',
    description: 'Plan id (4–7) or key (basic, store, professional, enterprise)',
    oneOf: [{ type: 'string' }, { type: 'number' }],
  })
  @IsDefined({ message: 'plan is required' })
  plan: string | number;

  @ApiPropertyOptional({ enum: BILLING_PERIODS, example: 'monthly', description: 'The period to order when the trial ends; monthly when absent' })
  @IsOptional()
  @IsIn(BILLING_PERIODS as unknown as string[], { message: `period must be one of: ${BILLING_PERIODS.join(', ')}` })
  period?: string;
}
