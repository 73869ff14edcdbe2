import { Controller, Get, Inject } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { loadBusinessCard } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { cardView } from '../../billing/card-view.js';
import { planHolderOf } from '../../plan-holder.js';

@ApiTags('payment')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/payment')
export class GetCardController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('card')
  @ApiOperation({ summary: 'The card on file (owner or admin): brand, last 4 digits, expiry, bank; null when there is none' })
  async card(@BusinessId() businessId: string) {
    const card = await loadBusinessCard(this.runtime.pool, await planHolderOf(this.runtime.pool, businessId));
    return { success: true, data: card ? cardView(card) : null };
  }
}
