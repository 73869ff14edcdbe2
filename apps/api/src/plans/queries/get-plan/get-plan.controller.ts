import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetPlanQuery } from './get-plan.query.js';

@ApiTags('payment')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/payment')
export class GetPlanController {
  constructor(private readonly queries: QueryBus) {}

  @Get('plan')
  @ApiOperation({
    summary: 'The plan in force for the current business (a sub-business: its parent’s): businessPlan, isActive, hasExpired, isPaid, users, businesses, …',
  })
  async plan(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new GetPlanQuery(businessId)) };
  }
}
