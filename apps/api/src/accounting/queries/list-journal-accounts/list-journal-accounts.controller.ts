import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { journalAccounts } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { listNamedBankAccounts } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';

@ApiTags('accounting')
@Controller('api/v1/accounting')
export class ListJournalAccountsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('journal-accounts')
  @ApiOperation({
    summary:
      'The accounts a journal line may name: every account of the chart (with whether it needs a contact, or why it takes no journal) and the bank accounts under 1010',
  })
  async list(@BusinessId() businessId: string) {
    // The accounts the business has (a removed one is not offered), each by its one name: GTBank, or GTBank 1234 beside another GTBank account.
    const banks = await listNamedBankAccounts(this.runtime.pool, businessId);
    return {
      success: true,
      data: {
        accounts: journalAccounts(),
        bankAccounts: banks.map((bank) => ({ id: bank.bankAccountId, name: bank.name, accountNumber: bank.accountNumber })),
      },
    };
  }
}
