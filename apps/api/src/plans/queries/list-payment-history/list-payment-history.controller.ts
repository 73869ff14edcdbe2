import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listSubscriptionPayments } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { PagingQueryDto, pageOf } from '../../../common/http/paging.js';
import { RUNTIME } from '../../../runtime.token.js';
import { paymentHistoryRow } from '../../billing/payment-history-row.js';
import { planHolderOf } from '../../plan-holder.js';

@ApiTags('payment')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/payment')
export class ListPaymentHistoryController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('history')
  @ApiOperation({ summary: 'The subscription’s card payments, newest first (owner or admin): plans, extra users, card checks' })
  async history(@BusinessId() businessId: string, @Query() query: PagingQueryDto) {
    const holder = await planHolderOf(this.runtime.pool, businessId);
    const page = pageOf(query);
    const { rows, total } = await listSubscriptionPayments(this.runtime.pool, holder, page);
    return { success: true, data: rows.map(paymentHistoryRow), page: page.page, limit: page.limit, total };
  }
}
