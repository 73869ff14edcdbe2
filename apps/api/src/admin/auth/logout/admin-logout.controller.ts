import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../admin-identity.js';
import { AdminSessionsService } from '../admin-sessions.service.js';

@ApiTags('admin: auth')
@ApiBearerAuth()
@Controller('api/v1/admin/auth')
export class AdminLogoutController {
  constructor(private readonly sessions: AdminSessionsService) {}

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin logout: the token stops working at once' })
  async logout(@Req() request: FastifyRequest) {
    const token = bearerToken(request);
    if (token) await this.sessions.revoke(token);
    return { success: true, message: 'Logged out' };
  }
}
