import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, type RequestActor } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { OwnerConfirmationDto } from '../../http/owner-confirmation.dto.js';
import { CONFIRMATION_BODY, CONFIRMATION_REFUSALS } from '../../http/manage-account-docs.js';
import { ResetTransactionsCommand } from './reset-transactions.command.js';

@ApiTags('accounts')
@Controller('api/v1/accounts')
export class ResetTransactionsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transaction-reset')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Owner only, with their password: void every posted transaction (asset postings and stock transfers excepted), so the trial balance and every period’s profit and loss are zero; the history stays',
  })
  @ApiBody(CONFIRMATION_BODY)
  @ApiResponse({
    status: 200,
    schema: {
      example: { success: true, message: 'Transactions reset: 12 voided', data: { voided: 12, notVoidable: 0, journalsReversed: 1, position: '210' } },
    },
  })
  @CONFIRMATION_REFUSALS()
  async reset(@Actor() actor: RequestActor, @Body() body: OwnerConfirmationDto, @RequestMeta() meta: RequestMetadata) {
    const data = await this.commands.execute(new ResetTransactionsCommand(actor, body, meta));
    return { success: true, message: `Transactions reset: ${data.voided} voided`, data };
  }
}
