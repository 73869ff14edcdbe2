import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { PLAN_CURRENCIES } from '@ledgerline/ledger';

/** `currency` of a billing body: NGN or USD, NGN when absent. */
export const BillingCurrency = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: PLAN_CURRENCIES, example: 'NGN', description: 'The currency to pay in; NGN when absent' }),
    IsOptional(),
    IsIn(PLAN_CURRENCIES as unknown as string[], { message: `currency must be one of: ${PLAN_CURRENCIES.join(', ')}` }),
  );

/** Letters, digits, `-`, `.`, `=`: what the provider accepts in a reference. */
export const PAYMENT_REFERENCE = /^[A-Za-z0-9.=-]{6,100}$/;

/** `reference` of a billing body: from GET /payment/generate-transaction-id; one is made when absent. */
export const OptionalPaymentReference = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'LLP-5f2b9c0e8a1d4e7f9a0b1c2d', description: 'From GET /payment/generate-transaction-id; a fresh one is made when absent' }),
    IsOptional(),
    IsString({ message: 'reference must be text' }),
    Matches(PAYMENT_REFERENCE, { message: 'reference must be 6 to 100 letters, digits, "-", "." or "="' }),
  );
