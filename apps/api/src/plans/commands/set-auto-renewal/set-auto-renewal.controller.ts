import { Body, Controller, HttpCode, Patch } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { SetAutoRenewalDto } from './set-auto-renewal.dto.js';
import { SetAutoRenewalHandler } from './set-auto-renewal.handler.js';

@ApiTags('payment')
@Controller('api/v1/payment')
export class SetAutoRenewalController {
  constructor(private readonly handler: SetAutoRenewalHandler) {}

  @Patch('auto-renew')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn auto-renewal with the card on file on or off (owner or admin); on by default once a card is saved',
  })
  @ApiBody({ type: SetAutoRenewalDto, examples: { off: { value: { enabled: false } }, on: { value: { enabled: true } } } })
  @ApiResponse({ status: 200, description: '{ success, message, data: { card: { brand, last4, expMonth, expYear, bank, reusable, autoRenew }, position } }' })
  @ApiResponse({ status: 409, description: 'NO_CARD_ON_FILE: there is no card to renew with' })
  async setAutoRenewal(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Body() body: SetAutoRenewalDto) {
    const data = await this.handler.execute(businessId, actor, body.enabled);
    return { success: true, message: data.card.autoRenew ? 'Your plan renews automatically with this card' : 'Automatic renewal is off', data };
  }
}
