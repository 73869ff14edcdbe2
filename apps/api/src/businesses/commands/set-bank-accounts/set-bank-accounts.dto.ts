import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, ValidateNested } from 'class-validator';
import { MAX_BANK_ACCOUNTS } from '@ledgerline/ledger';

export class BankAccountEntryDto {
  @ApiPropertyOptional({
    example: '5d6c1f0e-8d0b-4f7e-9a57-1c2d3e4f5a6b',
    description: 'An existing account of this business (404 otherwise); absent: a new account',
  })
  @IsOptional()
  @IsString({ message: 'bankAccountId must be text' })
  bankAccountId?: string;

  @ApiProperty({ example: 'GTBank' })
  @IsOptional()
  @IsString({ message: 'bankName must be text' })
  bankName?: string;

  @ApiProperty({ example: 'Ada Stores Ltd' })
  @IsOptional()
  @IsString({ message: 'accountName must be text' })
  accountName?: string;

  @ApiProperty({ example: '0123456789', description: 'An entry with an empty account number is dropped (spec 002 §5): blanking it removes the account' })
  @IsOptional()
  @IsString({ message: 'accountNumber must be text' })
  accountNumber?: string;
}

/** The whole list as it should be: accounts left out are removed (refused while they hold money). */
export class SetBankAccountsDto {
  @ApiProperty({ type: [BankAccountEntryDto] })
  @IsArray({ message: 'bankAccounts must be a list' })
  @ArrayMaxSize(MAX_BANK_ACCOUNTS, { message: `A business can have at most ${MAX_BANK_ACCOUNTS} bank accounts` })
  @ValidateNested({ each: true })
  @Type(() => BankAccountEntryDto)
  bankAccounts: BankAccountEntryDto[];
}
