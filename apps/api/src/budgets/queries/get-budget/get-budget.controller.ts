import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { findBudget, type BudgetView } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BUDGET_404 } from '../../http/budget-docs.js';
import { budgetNotFound } from '../../shared/budget-not-found.js';

@ApiTags('budgets')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetBudgetController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('budgets/:id')
  @ApiOperation({ summary: 'One budget with its lines (twelve amounts each); Profit & Loss (code 19), paid plans' })
  @ApiResponse(BUDGET_404)
  async get(@BusinessId() businessId: string, @Param('id') id: string): Promise<{ success: true; data: BudgetView }> {
    return { success: true, data: (await findBudget(this.runtime.pool, businessId, id)) ?? budgetNotFound() };
  }
}
