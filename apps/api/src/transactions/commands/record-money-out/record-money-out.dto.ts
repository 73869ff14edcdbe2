import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { MONEY_OUT_SUBTYPES } from '@ledgerline/ledger';
import { CashOrBankAccount, MoneyAmount, OptionalContact, OptionalDescription, OwnReference, TransactionDate } from '../../http/money-movement-fields.js';
import type { MoneyOutInput } from './record-money-out.command.js';

/** Money out (LEDGER.md §4): the business pays out, debited to an account chosen by subtype. */
export class RecordMoneyOutDto {
  @TransactionDate()
  date: string;

  @MoneyAmount('25000.00')
  amount: unknown;

  @ApiProperty({
    enum: MONEY_OUT_SUBTYPES,
    example: 'supplier_payment',
    description:
      'credit_repayment → borrowings (2200), drawings → 3100, supplier_payment → payables (2000), refund → customer advances (2300), interest_expense → 6090',
  })
  @IsIn(MONEY_OUT_SUBTYPES as unknown as string[], { message: `subtype must be one of: ${MONEY_OUT_SUBTYPES.join(', ')}` })
  subtype: string;

  @CashOrBankAccount('"Cash" or the id of one of the business’s bank accounts: where the money leaves from')
  account: string;

  @OptionalDescription('Paid Okafor Supplies for October')
  description?: string;

  @OwnReference('MO0001')
  reference?: string;

  @OptionalContact({ example: '5f0c6a52-8f0e-4c1a-9b43-2a6d0f3f9c11', description: 'The contact (required for supplier_payment and refund)' })
  entity?: string;
}

/** The body as the ledger's command reads it (values unvalidated; the decider names bad fields). */
export function moneyOutInput(dto: RecordMoneyOutDto): MoneyOutInput {
  return {
    date: dto.date,
    amount: dto.amount,
    subtype: dto.subtype,
    account: dto.account,
    description: dto.description,
    entity: dto.entity,
  };
}
