import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, type RequestActor } from '../../../common/access/actor.js';
import { ListBusinessesQueryDto } from './list-businesses.dto.js';
import { ListBusinessesQuery } from './list-businesses.query.js';
import { LIST_EXAMPLE } from '../../http/businesses-docs.js';

@ApiTags('businesses')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/accounts')
export class ListBusinessesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('businesses')
  @ApiOperation({
    summary: 'The businesses you are a member of; with all=true also the sub-businesses of those you own (role null where you are not a member)',
  })
  @ApiResponse({ status: 200, schema: { example: LIST_EXAMPLE } })
  async list(@Actor() actor: RequestActor, @Query() query: ListBusinessesQueryDto) {
    const all = query.all === 'true' || query.all === '1';
    return { success: true, data: await this.queries.execute(new ListBusinessesQuery(actor.userId, actor.businessId, all)) };
  }
}
