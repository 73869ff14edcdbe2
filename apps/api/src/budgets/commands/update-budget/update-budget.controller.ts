import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { BudgetBodyDto } from '../../http/budget-body.dto.js';
import { BUDGET_400, BUDGET_404, IDEMPOTENCY_HEADER, PLAN_403 } from '../../http/budget-docs.js';
import { UpdateBudgetCommand } from './update-budget.command.js';

@ApiTags('budgets')
@Controller('api/v1')
export class UpdateBudgetController {
  constructor(private readonly commands: CommandBus) {}

  @Put('budgets/:id')
  @ApiOperation({ summary: 'Replace a budget: its name, first month and every line (the kind never changes); owner or admin' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: { success: true, message: 'Budget updated successfully', data: { id: '0b6f…', position: '43' } } } })
  @ApiResponse(BUDGET_400)
  @ApiResponse(PLAN_403)
  @ApiResponse(BUDGET_404)
  async update(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Body() body: BudgetBodyDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new UpdateBudgetCommand(businessId, id, { ...body }, idempotency, meta));
    return { success: true, message: 'Budget updated successfully', data };
  }
}
