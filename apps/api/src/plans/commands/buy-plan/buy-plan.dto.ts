import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { BILLING_PERIODS, MAX_EXTRA_USERS } from '@ledgerline/ledger';
import { BillingCurrency, OptionalPaymentReference } from '../../billing/billing-dto.js';

/** A plan bought on the plans page: Micro is recorded at once, a paid plan is paid by card first. */
export class BuyPlanDto {
  @ApiProperty({
    example: 'store',
    description: 'Plan id (1–7) or key (free, basic, store, professional, enterprise, …)',
    oneOf: [{ type: 'string' }, { type: 'number' }],
  })
  @IsDefined({ message: 'plan is required' })
  plan: string | number;

  @ApiPropertyOptional({ enum: BILLING_PERIODS, example: 'monthly', description: 'monthly when absent; yearly is billed as 10 months' })
  @IsOptional()
  @IsIn(BILLING_PERIODS as unknown as string[], { message: `period must be one of: ${BILLING_PERIODS.join(', ')}` })
  period?: string;

  @BillingCurrency()
  currency?: string;

  @ApiPropertyOptional({ example: 0, description: `Users beyond those the plan includes (0–${MAX_EXTRA_USERS}); paid plans only` })
  @IsOptional()
  @IsInt({ message: `extraUsers must be a whole number from 0 to ${MAX_EXTRA_USERS}` })
  @Min(0, { message: `extraUsers must be a whole number from 0 to ${MAX_EXTRA_USERS}` })
  @Max(MAX_EXTRA_USERS, { message: `extraUsers must be a whole number from 0 to ${MAX_EXTRA_USERS}` })
  extraUsers?: number;

  @OptionalPaymentReference()
  reference?: string;
}
