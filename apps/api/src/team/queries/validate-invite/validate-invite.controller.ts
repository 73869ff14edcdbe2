import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ValidateInviteQuery } from './validate-invite.query.js';

@ApiTags('team')
@Controller('api/v1/accounts')
export class ValidateInviteController {
  constructor(private readonly queries: QueryBus) {}

  @Get('team/invite')
  @ApiOperation({ summary: 'Check a join link (public)' })
  @ApiQuery({ name: 'email', required: true })
  @ApiQuery({ name: 'hash', required: true })
  @ApiResponse({ status: 404, description: 'Not a working link: unknown, replaced, used, expired or revoked (the client shows Error404)' })
  async checkInvite(@Query('email') email: unknown, @Query('hash') hash: unknown) {
    return { success: true, data: await this.queries.execute(new ValidateInviteQuery(email, hash)) };
  }
}
