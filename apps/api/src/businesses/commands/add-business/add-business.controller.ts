import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BUSINESS_LIMIT_MESSAGE, MULTI_BUSINESS_PAID_ONLY_MESSAGE } from '@ledgerline/ledger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { AddBusinessCommand } from './add-business.command.js';
import { AddBusinessDto } from './add-business.dto.js';
import { SUB_BUSINESS_CANNOT_ADD_MESSAGE } from './add-business.handler.js';

@ApiTags('businesses')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/accounts')
export class AddBusinessController {
  constructor(private readonly commands: CommandBus) {}

  @Post('businesses')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a business (owner or admin, not from a sub-business): a sub-business on the current business’s paid plan, owned by you' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'One per submission; a retry with the same key and body answers as the first (and adds no second business)',
  })
  @ApiResponse({
    status: 201,
    schema: {
      example: { success: true, message: 'Business added successfully', data: { businessId: '8b0e4f52-1c3d-8a7e-9f10-2b3c4d5e6f70', position: '42' } },
    },
  })
  @ApiResponse({
    status: 403,
    description: `MULTI_BUSINESS_NOT_ALLOWED '${MULTI_BUSINESS_PAID_ONLY_MESSAGE}' (Micro plan); BUSINESS_LIMIT_REACHED '${BUSINESS_LIMIT_MESSAGE}' (the plan’s allowance counts the business and its sub-businesses); SUB_BUSINESS_CANNOT_ADD_BUSINESS '${SUB_BUSINESS_CANNOT_ADD_MESSAGE}'`,
  })
  async add(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: AddBusinessDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new AddBusinessCommand(businessId, actor, body, idempotency, meta));
    return { success: true, message: 'Business added successfully', data };
  }
}
