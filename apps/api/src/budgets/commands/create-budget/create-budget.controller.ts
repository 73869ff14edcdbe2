import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { BudgetBodyDto } from '../../http/budget-body.dto.js';
import { BUDGET_400, IDEMPOTENCY_HEADER, PLAN_403 } from '../../http/budget-docs.js';
import { CreateBudgetCommand } from './create-budget.command.js';

@ApiTags('budgets')
@Controller('api/v1')
export class CreateBudgetController {
  constructor(private readonly commands: CommandBus) {}

  @Post('budgets')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a budget: twelve months of planned income and expenses (profit-loss) or expense lines (line-item); owner or admin' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 201, schema: { example: { success: true, message: 'Budget created successfully', data: { id: '0b6f…', position: '42' } } } })
  @ApiResponse(BUDGET_400)
  @ApiResponse(PLAN_403)
  async create(
    @BusinessId() businessId: string,
    @Body() body: BudgetBodyDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new CreateBudgetCommand(businessId, { ...body }, idempotency, meta));
    return { success: true, message: 'Budget created successfully', data };
  }
}
