import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ListTeamQuery } from './list-team.query.js';

@ApiTags('team')
@Controller('api/v1/accounts')
export class ListTeamController {
  constructor(private readonly queries: QueryBus) {}

  @Get('teams')
  @ApiOperation({ summary: 'Members (names from their accounts) and pending invites' })
  async team(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new ListTeamQuery(businessId)) };
  }
}
