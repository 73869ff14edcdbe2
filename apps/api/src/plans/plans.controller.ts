import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { TRIAL_DAYS } from '@ledgerline/ledger';
import { BusinessId } from '../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { StartTrialCommand } from './commands/start-trial/start-trial.command.js';
import { StartTrialDto } from './commands/start-trial/start-trial.dto.js';
import { GetPlanQuery } from './queries/get-plan/get-plan.query.js';
import { planCatalogueView } from './queries/list-plans/plan-catalogue.view.js';

@ApiTags('payment')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/payment')
export class PlansController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('plan')
  @ApiOperation({
    summary: 'The plan in force for the current business (a sub-business: its parent’s): businessPlan, isActive, hasExpired, isPaid, users, businesses, …',
  })
  async plan(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new GetPlanQuery(businessId)) };
  }

  @Get('plans')
  @ApiOperation({ summary: 'The seven plans with their monthly and yearly prices in NGN and USD, users, business allowance and features' })
  plans() {
    return { success: true, data: planCatalogueView() };
  }

  @Post('plans/trial')
  @HttpCode(201)
  @ApiOperation({ summary: 'Start the 14-day free trial of a paid plan (owner or admin); once per plan' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission; a retry with the same key and body answers as the first' })
  @ApiResponse({ status: 201, description: '{ success, message, data: { planStatus, position } }' })
  @ApiResponse({ status: 409, description: 'The trial of this plan was already used, or a paid plan is running' })
  async startTrial(
    @BusinessId() businessId: string,
    @Body() body: StartTrialDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new StartTrialCommand(businessId, body, idempotency, meta));
    return { success: true, message: `Your ${TRIAL_DAYS}-day free trial of the ${data.planStatus.businessPlan} has started`, data };
  }
}
