import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { TRIAL_DAYS } from '@ledgerline/ledger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { StartTrialCommand } from './start-trial.command.js';
import { StartTrialDto } from './start-trial.dto.js';

@ApiTags('payment')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/payment')
export class StartTrialController {
  constructor(private readonly commands: CommandBus) {}

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
