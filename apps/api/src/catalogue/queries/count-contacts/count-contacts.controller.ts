import { Controller, Get, Inject } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { countContacts } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class CountContactsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('count/all')
  @ApiOperation({ summary: 'How many contacts are in the lists, by group, and how many are archived' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: { all: 9, customers: 5, suppliers: 3, others: 1, archived: 2 } } } })
  async count(@BusinessId() businessId: string) {
    return { success: true, data: await countContacts(this.runtime.pool, businessId) };
  }
}
