import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { GetProfileQuery } from './get-business-profile.query.js';
import { PROFILE_EXAMPLE } from '../../http/settings-docs.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetBusinessProfileController {
  constructor(private readonly queries: QueryBus) {}

  @Get('accounts/profile')
  @ApiOperation({ summary: 'The business profile, the first bank account’s details (the shell’s banner checks them) and your own names and e-mail' })
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        data: {
          ...PROFILE_EXAMPLE,
          bankAccountName: 'Ada Stores Ltd',
          bankAccountNumber: '0123456789',
          bankName: 'GTBank',
          user: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' },
        },
      },
    },
  })
  async profile(@BusinessId() businessId: string, @Actor() actor: RequestActor) {
    return { success: true, data: await this.queries.execute(new GetProfileQuery(businessId, actor.userId)) };
  }
}
