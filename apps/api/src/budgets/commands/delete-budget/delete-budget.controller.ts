import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { BUDGET_404, IDEMPOTENCY_HEADER, PLAN_403 } from '../../http/budget-docs.js';
import { DeleteBudgetCommand } from './delete-budget.command.js';

@ApiTags('budgets')
@Controller('api/v1')
export class DeleteBudgetController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('budgets/:id')
  @ApiOperation({ summary: 'Delete a budget: archived (off the lists, its events kept); owner or admin' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: { success: true, message: 'Budget deleted successfully', data: { id: '0b6f…', position: '44' } } } })
  @ApiResponse(PLAN_403)
  @ApiResponse(BUDGET_404)
  async remove(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new DeleteBudgetCommand(businessId, id, idempotency, meta));
    return { success: true, message: 'Budget deleted successfully', data };
  }
}
