import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ListCustomRolesQuery } from './list-custom-roles.query.js';

@ApiTags('team')
@Controller('api/v1/customroles')
export class ListCustomRolesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'The custom roles, by name' })
  async list(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new ListCustomRolesQuery(businessId)) };
  }
}
