import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { BuyAdditionalUsersDto } from './buy-additional-users.dto.js';
import { BuyAdditionalUsersHandler } from './buy-additional-users.handler.js';

@ApiTags('payment')
@Controller('api/v1/payment')
export class BuyAdditionalUsersController {
  constructor(private readonly handler: BuyAdditionalUsersHandler) {}

  @Post('plans/additional-users')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Buy extra users for the running paid plan (owner or admin): users × the extra-user monthly price × the whole months left (at least 1); the card provider’s checkout address',
  })
  @ApiResponse({ status: 200, description: '{ success, message, data: { authorization_url, reference, amount, currency } }' })
  @ApiResponse({ status: 409, description: 'PAID_PLAN_REQUIRED: no paid plan is running' })
  async buy(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Body() body: BuyAdditionalUsersDto) {
    return { success: true, message: 'Proceed to payment', data: await this.handler.execute(businessId, actor, body) };
  }
}
