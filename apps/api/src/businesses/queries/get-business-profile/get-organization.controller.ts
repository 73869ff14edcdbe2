import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetOrganizationQuery } from './get-business-profile.query.js';
import { PROFILE_EXAMPLE } from '../../http/settings-docs.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetOrganizationController {
  constructor(private readonly queries: QueryBus) {}

  @Get('accounts/organization')
  @ApiOperation({ summary: 'The organisation: the business profile with its e-mail' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: PROFILE_EXAMPLE } } })
  async organization(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new GetOrganizationQuery(businessId)) };
  }
}
