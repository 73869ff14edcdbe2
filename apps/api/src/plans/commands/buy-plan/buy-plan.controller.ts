import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { BuyPlanDto } from './buy-plan.dto.js';
import { BuyPlanHandler } from './buy-plan.handler.js';

@ApiTags('payment')
@Controller('api/v1/payment')
export class BuyPlanController {
  constructor(private readonly handler: BuyPlanHandler) {}

  @Post('plans')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Buy a plan (owner or admin): the Micro plan is changed to at once; a paid plan answers the card provider’s checkout address (nothing is recorded until POST /payment/verify)',
  })
  @ApiResponse({ status: 200, description: '{ success, message, data: { authorization_url, reference, amount, currency, plan } }' })
  @ApiResponse({ status: 409, description: 'Already on the Micro plan, or the reference was used' })
  @ApiResponse({ status: 502, description: 'The card provider could not be reached' })
  async buy(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Body() body: BuyPlanDto, @RequestMeta() meta: RequestMetadata) {
    const data = await this.handler.execute(businessId, actor, body, meta);
    return { success: true, message: data.plan ? `You are now on the ${data.plan.businessPlan}` : 'Proceed to payment', data };
  }
}
