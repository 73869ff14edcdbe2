import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { BANK_ACCOUNT_404, CONSISTENT_AFTER_HEADER } from '../../http/bank-reconciliation-docs.js';
import { GetReconciliationQuery, type BankReconciliation } from './get-reconciliation.query.js';

@ApiTags('bank reconciliation')
@ApiHeader(CONSISTENT_AFTER_HEADER)
@Controller('api/v1')
export class GetReconciliationController {
  constructor(private readonly queries: QueryBus) {}

  @Get('bank-reconciliation')
  @ApiOperation({
    summary:
      'A bank account’s reconciliation at endDate: statement and book balances, unmatched lines (with suggested entries) and entries, the period’s matches, the difference; Reports, Profit & Loss or Balance Sheet, paid plans',
  })
  @ApiQuery({ name: 'bankAccountId', required: true })
  @ApiQuery({ name: 'startDate', required: false, description: 'YYYY-MM-DD; default the first day of endDate’s month (which matches are listed)' })
  @ApiQuery({ name: 'endDate', required: false, description: 'YYYY-MM-DD; default today in the business’s time zone' })
  @ApiResponse({ status: 400, description: 'bankAccountId missing, or a date that is not YYYY-MM-DD, or startDate after endDate' })
  @ApiResponse(BANK_ACCOUNT_404)
  async get(
    @BusinessId() businessId: string,
    @Query('bankAccountId') bankAccountId?: unknown,
    @Query('startDate') startDate?: unknown,
    @Query('endDate') endDate?: unknown,
  ): Promise<{ success: true; data: BankReconciliation }> {
    return { success: true, data: await this.queries.execute(new GetReconciliationQuery(businessId, bankAccountId, startDate, endDate)) };
  }
}
