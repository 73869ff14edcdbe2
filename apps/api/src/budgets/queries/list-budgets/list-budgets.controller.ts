import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { BUDGET_KINDS, isBudgetKind, type BudgetKind } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { listBudgets, type BudgetView } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';

@ApiTags('budgets')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListBudgetsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('budgets')
  @ApiOperation({ summary: 'The business’s budgets, newest first, with their lines and yearly totals; Profit & Loss (code 19), paid plans' })
  @ApiQuery({ name: 'kind', required: false, enum: BUDGET_KINDS })
  async list(@BusinessId() businessId: string, @Query('kind') kind?: unknown): Promise<{ success: true; data: BudgetView[] }> {
    if (kind !== undefined && kind !== '' && !isBudgetKind(kind)) {
      throw AppError.validation([{ field: 'kind', message: `kind must be one of: ${BUDGET_KINDS.join(', ')}` }]);
    }
    return { success: true, data: await listBudgets(this.runtime.pool, businessId, (kind || undefined) as BudgetKind | undefined) };
  }
}
