import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { MONEY_IN_SUBTYPES } from '@ledgerline/ledger';
import { CashOrBankAccount, MoneyAmount, OptionalContact, OptionalDescription, OwnReference, TransactionDate } from '../../http/money-movement-fields.js';
import type { MoneyInInput } from './record-money-in.command.js';

/** Money in (LEDGER.md §4): the business receives money, credited to an account chosen by subtype. */
export class RecordMoneyInDto {
  @TransactionDate()
  date: string;

  @MoneyAmount('1500.00')
  amount: unknown;

  @ApiProperty({ enum: MONEY_IN_SUBTYPES, example: 'capital' })
  @IsIn(MONEY_IN_SUBTYPES as unknown as string[], { message: `subtype must be one of: ${MONEY_IN_SUBTYPES.join(', ')}` })
  subtype: string;

  @CashOrBankAccount('"Cash" or the id of one of the business’s bank accounts')
  account: string;

  @OptionalDescription('Owner’s capital injection')
  description?: string;

  @OwnReference('MI0001')
  reference?: string;

  @OptionalContact({ description: 'The contact (required for debt_repayment and customer_deposit)' })
  entity?: string;
}

/** The body as the ledger's command reads it (values unvalidated; the decider names bad fields). */
export function moneyInInput(dto: RecordMoneyInDto): MoneyInInput {
  return {
    date: dto.date,
    amount: dto.amount,
    subtype: dto.subtype,
    account: dto.account,
    description: dto.description,
    entityId: dto.entity,
  };
}
