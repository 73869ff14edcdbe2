import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetContactQuery } from './get-contact.query.js';
import { CONTACT_EXAMPLE } from '../../http/contact-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class GetContactController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: 'One contact' })
  @ApiParam({ name: 'id', description: 'The contact’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: CONTACT_EXAMPLE } } })
  @ApiResponse({ status: 404, description: 'CONTACT_NOT_FOUND' })
  async get(@BusinessId() businessId: string, @Param('id') id: string) {
    return { success: true, data: await this.queries.execute(new GetContactQuery(businessId, id)) };
  }
}
