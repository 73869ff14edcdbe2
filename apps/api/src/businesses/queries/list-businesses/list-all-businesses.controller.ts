import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, type RequestActor } from '../../../common/access/actor.js';
import { ListBusinessesQuery } from './list-businesses.query.js';
import { LIST_EXAMPLE } from '../../http/businesses-docs.js';

@ApiTags('businesses')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/accounts')
export class ListAllBusinessesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('businesses/all')
  @ApiOperation({ summary: 'GET /accounts/businesses?all=true' })
  @ApiResponse({ status: 200, schema: { example: LIST_EXAMPLE } })
  async listAll(@Actor() actor: RequestActor) {
    return { success: true, data: await this.queries.execute(new ListBusinessesQuery(actor.userId, actor.businessId, true)) };
  }
}
