import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { stackedDecorators } from '../../common/http/stacked-decorators.js';

// The fields a money in and a money out share (LEDGER.md §4), each as one decorator; the example
// and the account's or the contact's wording stay each route's own.

export const TransactionDate = () =>
  stackedDecorators(
    ApiProperty({ example: '2026-11-22', description: 'The date of the transaction, YYYY-MM-DD' }),
    IsString({ message: 'date must be a date in the form YYYY-MM-DD' }),
  );

export const MoneyAmount = (example: string) =>
  stackedDecorators(
    ApiProperty({
      example,
      description: 'A positive amount with at most the currency’s decimals, as a string (a JSON number is read through its text)',
      oneOf: [{ type: 'string' }, { type: 'number' }],
    }),
    IsDefined({ message: 'amount is required' }),
  );

export const CashOrBankAccount = (description: string) =>
  stackedDecorators(
    ApiProperty({ example: 'Cash', description }),
    IsString({ message: 'account must be Cash or a bank account id' }),
    IsNotEmpty({ message: 'account must be Cash or a bank account id' }),
  );

export const OptionalDescription = (example: string) => stackedDecorators(ApiPropertyOptional({ example }), IsOptional(), IsString(), MaxLength(500));

export const OwnReference = (example: string) =>
  stackedDecorators(
    ApiPropertyOptional({ example, description: 'Your own reference; one is made when absent' }),
    IsOptional(),
    IsString(),
    IsNotEmpty(),
    MaxLength(100),
  );

export const OptionalContact = (docs: ApiPropertyOptions) =>
  stackedDecorators(ApiPropertyOptional(docs), IsOptional(), IsString(), IsNotEmpty(), MaxLength(100));
