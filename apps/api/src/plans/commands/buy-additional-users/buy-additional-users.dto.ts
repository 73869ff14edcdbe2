import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_USERS_PER_ORDER } from '@ledgerline/ledger';
import { BillingCurrency, OptionalPaymentReference } from '../../billing/billing-dto.js';

const USERS_MESSAGE = `users must be a whole number from 1 to ${MAX_USERS_PER_ORDER}`;

/** Extra users for the rest of the running paid period. */
export class BuyAdditionalUsersDto {
  @ApiProperty({ example: 2, description: `Users to add (1–${MAX_USERS_PER_ORDER})` })
  @IsInt({ message: USERS_MESSAGE })
  @Min(1, { message: USERS_MESSAGE })
  @Max(MAX_USERS_PER_ORDER, { message: USERS_MESSAGE })
  users: number;

  @BillingCurrency()
  currency?: string;

  @OptionalPaymentReference()
  reference?: string;
}
