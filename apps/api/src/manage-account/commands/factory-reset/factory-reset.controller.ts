import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { OwnerConfirmationDto } from '../../http/owner-confirmation.dto.js';
import { CONFIRMATION_BODY, CONFIRMATION_REFUSALS } from '../../http/manage-account-docs.js';
import { FactoryResetCommand } from './factory-reset.command.js';

@ApiTags('accounts')
@Controller('api/v1/accounts')
export class FactoryResetController {
  constructor(private readonly commands: CommandBus) {}

  @Post('factory-reset')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Owner only, with their password: the transaction reset, then every product, service and contact archived; settings, team and plan stay, the history stays',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiBody(CONFIRMATION_BODY)
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        message: 'Factory reset done',
        data: { voided: 12, notVoidable: 0, journalsReversed: 1, products: 8, services: 2, contacts: 5, position: '240' },
      },
    },
  })
  @CONFIRMATION_REFUSALS()
  async factoryReset(
    @Actor() actor: RequestActor,
    @Body() body: OwnerConfirmationDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new FactoryResetCommand(actor, body, idempotency.key, meta));
    return { success: true, message: 'Factory reset done', data };
  }
}
