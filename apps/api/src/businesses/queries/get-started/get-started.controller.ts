import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetStartedQuery } from './get-started.query.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetStartedController {
  constructor(private readonly queries: QueryBus) {}

  @Get('get-started')
  @ApiOperation({ summary: 'The get-started checklist (owner or admin): counters and progress, five steps of 20 percent' })
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        data: {
          productsCount: 0,
          membersCount: 1,
          bankAccounts: 1,
          profileCount: 1,
          readUserGuideCount: 0,
          salesCount: 0,
          steps: { products: false, teamMembers: true, profile: true, sales: false, bankAccount: true },
          progress: 60,
        },
      },
    },
  })
  async getStarted(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new GetStartedQuery(businessId)) };
  }
}
