import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { SetBankAccountsCommand } from './set-bank-accounts.command.js';
import { SetBankAccountsDto } from './set-bank-accounts.dto.js';
import { IDEMPOTENCY_HEADER, VALIDATION_400 } from '../../http/settings-docs.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class SetBankAccountsController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('accounts/bank-accounts')
  @ApiOperation({
    summary:
      'Set the whole list: entries with bankAccountId update that account, entries without add one, accounts left out are removed (refused while they hold money)',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        message: 'Bank accounts updated successfully',
        data: { changed: true, position: '58', addedBankAccountIds: ['5d6c1f0e-8d0b-4f7e-9a57-1c2d3e4f5a6b'] },
      },
    },
  })
  @ApiResponse({ status: 404, description: 'BANK_ACCOUNT_NOT_FOUND: a bankAccountId that is not one of this business’s accounts' })
  @ApiResponse(VALIDATION_400)
  async setBankAccounts(
    @BusinessId() businessId: string,
    @Body() body: SetBankAccountsDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new SetBankAccountsCommand(businessId, body.bankAccounts, idempotency, meta));
    return { success: true, message: 'Bank accounts updated successfully', data };
  }
}
