import { Controller, Get, Inject } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listNamedBankAccounts } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListBankAccountsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('accounts/bank-accounts')
  @ApiOperation({
    summary: 'The business’s bank accounts, each with its name (`GTBank`, or `GTBank 1234` beside another GTBank account), as every screen names it',
  })
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        data: [
          {
            bankAccountId: '5d6c1f0e-8d0b-4f7e-9a57-1c2d3e4f5a6b',
            bankName: 'GTBank',
            accountName: 'Ada Stores Ltd',
            accountNumber: '0123456789',
            name: 'GTBank',
          },
        ],
      },
    },
  })
  async bankAccounts(@BusinessId() businessId: string) {
    return { success: true, data: await listNamedBankAccounts(this.runtime.pool, businessId) };
  }
}
