import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { BUDGET_404 } from '../../http/budget-docs.js';
import { GetBudgetActualsQuery, type BudgetActuals } from './get-budget-actuals.query.js';

@ApiTags('budgets')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetBudgetActualsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('budgets/:id/actuals')
  @ApiOperation({
    summary:
      'Budget vs actual per line and month (actual: income credit − debit, costs debit − credit of the month’s journal lines), variance, % used, totals and, for profit-loss budgets, net profit; Profit & Loss (code 19), paid plans',
  })
  @ApiResponse(BUDGET_404)
  async actuals(@BusinessId() businessId: string, @Param('id') id: string): Promise<{ success: true; data: BudgetActuals }> {
    return { success: true, data: await this.queries.execute(new GetBudgetActualsQuery(businessId, id)) };
  }
}
