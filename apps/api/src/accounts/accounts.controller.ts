import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessContextService } from '../businesses/business-context.service.js';
import { GetBalanceDetailsQuery } from './queries/get-balance-details/get-balance-details.query.js';

@ApiTags('accounts')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/accounts')
export class AccountsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly businesses: BusinessContextService,
  ) {}

  @Get('balancedetails')
  @ApiOperation({ summary: 'Cash on hand and each bank account, with balances' })
  async balanceDetails() {
    const business = await this.businesses.current();
    return { success: true, data: await this.queries.execute(new GetBalanceDetailsQuery(business.businessId, business.currency)) };
  }

  @Get('balancesum')
  @ApiOperation({ summary: 'Cash and bank balances added up' })
  async balanceSum() {
    const business = await this.businesses.current();
    const details = await this.queries.execute(new GetBalanceDetailsQuery(business.businessId, business.currency));
    return { success: true, data: { currency: details.currency, total: details.total } };
  }
}
