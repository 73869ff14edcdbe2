import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetBalanceDetailsQuery } from './get-balance-details.query.js';

@ApiTags('accounts')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/accounts')
export class GetBalanceDetailsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('balancedetails')
  @ApiOperation({ summary: 'Cash on hand and each bank account, with balances' })
  async balanceDetails(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new GetBalanceDetailsQuery(businessId)) };
  }
}
