import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { isOwnerOrAdmin } from '@ledgerline/ledger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { MEMBER_SEARCH_LIMIT, SearchMembersQueryDto } from './search-members.dto.js';
import { SearchMembersQuery } from './search-members.query.js';

@ApiTags('team')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/accounts')
export class SearchMembersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('members/search')
  @ApiOperation({
    summary:
      'The business’s members (owner included, not invites) whose first name, last name or e-mail contains q, by name; e-mail addresses for owner and admin only',
  })
  @ApiResponse({ status: 400, description: 'q longer than 100 characters, or limit not a whole number from 1 to 50' })
  async search(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Query() query: SearchMembersQueryDto) {
    // E-mail addresses are the owner's and admins' to see (they manage the team); anyone else who
    // may read the transactions list gets names and roles only, and cannot search by address either.
    const withEmails = actor.role !== null && isOwnerOrAdmin(actor.role);
    const data = await this.queries.execute(new SearchMembersQuery(businessId, query.q, query.limit ?? MEMBER_SEARCH_LIMIT, withEmails));
    return { success: true, data };
  }
}
