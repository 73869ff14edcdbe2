import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetBalanceDetailsQuery } from './get-balance-details.query.js';

@ApiTags('accounts')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/accounts')
export class GetBalanceSumController {
  constructor(private readonly queries: QueryBus) {}

  @Get('balancesum')
  @ApiOperation({ summary: 'Cash and bank balances added up' })
  async balanceSum(@BusinessId() businessId: string) {
    const details = await this.queries.execute(new GetBalanceDetailsQuery(businessId));
    return { success: true, data: { currency: details.currency, total: details.total } };
  }
}
