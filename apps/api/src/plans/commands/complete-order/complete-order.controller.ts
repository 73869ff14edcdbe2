import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { CompleteOrderDto } from './complete-order.dto.js';
import { CompleteOrderHandler } from './complete-order.handler.js';

@ApiTags('payment')
@Controller('api/v1/payment')
export class CompleteOrderController {
  constructor(private readonly handler: CompleteOrderHandler) {}

  @Post('complete-order')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay for the plan chosen at sign-up, or whose trial ran out (owner or admin): the card provider’s checkout address' })
  @ApiResponse({ status: 200, description: '{ success, message, data: { authorization_url, reference, amount, currency, plan: null } }' })
  @ApiResponse({ status: 409, description: 'NO_ORDER_TO_COMPLETE: no plan order awaits payment' })
  async complete(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Body() body: CompleteOrderDto) {
    return { success: true, message: 'Proceed to payment', data: await this.handler.execute(businessId, actor, body) };
  }
}
