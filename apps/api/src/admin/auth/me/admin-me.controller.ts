import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { adminView, type CurrentAdminInfo } from '../admin-identity.js';
import { CurrentAdmin } from '../current-admin.decorator.js';

@ApiTags('admin: auth')
@ApiBearerAuth()
@Controller('api/v1/admin/auth')
export class AdminMeController {
  @Get('me')
  @ApiOperation({ summary: 'The admin the token belongs to (the admin client checks its stored token with it)' })
  me(@CurrentAdmin() admin: CurrentAdminInfo) {
    return { success: true, data: adminView(admin) };
  }
}
