import { Body, Controller, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { SessionsService } from '../../../identity/sessions.service.js';
import { JoinTeamCommand } from './join-team.command.js';
import { JoinTeamDto } from './join-team.dto.js';

@ApiTags('team')
@Controller('api/v1/accounts')
export class JoinTeamController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionsService,
  ) {}

  @Post('team/invite')
  @HttpCode(200)
  @ApiOperation({ summary: 'Join with a link (public): makes the account if needed, adds the member and signs them in to the business' })
  @ApiQuery({ name: 'email', required: true })
  @ApiQuery({ name: 'hash', required: true })
  @ApiResponse({ status: 401, description: "'This invite link has already been used', expired link, or wrong password" })
  @ApiResponse({ status: 404, description: 'Not a working link' })
  async join(
    @Query('email') email: unknown,
    @Query('hash') hash: unknown,
    @Body() body: JoinTeamDto,
    @RequestMeta() meta: RequestMetadata,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const data = await this.commands.execute(new JoinTeamCommand(email, hash, body, meta));
    const session = await this.sessions.start(data.userId, data.businessId, true);
    void reply.header('set-cookie', session.cookie);
    return { success: true, message: `You have joined ${data.businessName}`, data };
  }
}
