import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Actor, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { SessionsService } from '../../../identity/sessions.service.js';
import { OwnerConfirmationDto } from '../../http/owner-confirmation.dto.js';
import { CONFIRMATION_BODY, CONFIRMATION_REFUSALS } from '../../http/manage-account-docs.js';
import { CloseAccountCommand } from './close-account.command.js';

@ApiTags('accounts')
@Controller('api/v1/accounts')
export class CloseAccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionsService,
  ) {}

  @Post('close-account')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Owner only, with their password: close the business to every member (as the provider’s deactivation does; the history stays). The session moves to another business the owner owns, else it ends (signOut: true)',
  })
  @ApiBody(CONFIRMATION_BODY)
  @ApiResponse({
    status: 200,
    schema: {
      example: { success: true, message: 'Business closed', data: { signOut: false, businessId: '8b0e4f52-1c3d-8a7e-9f10-2b3c4d5e6f70', position: '57' } },
    },
  })
  @CONFIRMATION_REFUSALS()
  @ApiResponse({
    status: 409,
    description: 'BUSINESS_ALREADY_DEACTIVATED; OPEN_SUB_BUSINESSES: its sub-businesses (named in the message) are open, close them first',
  })
  async closeAccount(
    @Actor() actor: RequestActor,
    @Body() body: OwnerConfirmationDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const data = await this.commands.execute(new CloseAccountCommand(actor, body, idempotency, meta));
    if (data.signOut) void reply.header('set-cookie', this.sessions.clearCookie());
    return {
      success: true,
      message: data.signOut ? 'Business closed. You have been signed out.' : 'Business closed. You are now working in your other business.',
      data,
    };
  }
}
