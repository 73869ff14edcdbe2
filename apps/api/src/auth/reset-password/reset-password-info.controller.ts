import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ResetPasswordQueryDto } from './reset-password.dto.js';

@ApiTags('auth')
@Controller()
export class ResetPasswordInfoController {
  @Get('api/v1/auth/reset-password')
  @ApiOperation({ summary: 'What the reset screen shows for its e-mail (says nothing about whether the account exists)' })
  resetInfo(@Query() query: ResetPasswordQueryDto) {
    return { success: true, data: { email: query.email.trim().toLowerCase() } };
  }
}
