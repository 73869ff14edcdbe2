import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { VerifyAuditChainQuery } from './verify-audit-chain.query.js';

@ApiTags('audit')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/audit')
export class VerifyAuditChainController {
  constructor(private readonly queries: QueryBus) {}

  @Get('verify')
  @ApiOperation({ summary: 'Recomputes the business stream’s hash chain: ok, or the first event that fails and why' })
  @ApiResponse({
    status: 200,
    description: '{ success, data: { ok: true, events } | { ok: false, events, firstBrokenPosition, firstBrokenRevision, reason, message } }',
  })
  @ApiResponse({ status: 501, description: 'Events live in EventStoreDB, which keeps no hash chain' })
  async verify(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new VerifyAuditChainQuery(businessId)) };
  }
}
