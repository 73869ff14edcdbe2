import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { ChangeCardDto } from './change-card.dto.js';
import { ChangeCardHandler } from './change-card.handler.js';

@ApiTags('payment')
@Controller('api/v1/payment')
export class ChangeCardController {
  constructor(private readonly handler: ChangeCardHandler) {}

  @Post('change-card')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace the card on file (owner or admin): a ₦50 / $1 authorization charge, refunded once verified' })
  @ApiResponse({ status: 200, description: '{ success, message, data: { authorization_url, reference, amount, currency } }' })
  async change(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Body() body: ChangeCardDto) {
    return { success: true, message: 'Authorize the new card', data: await this.handler.execute(businessId, actor, body) };
  }
}
