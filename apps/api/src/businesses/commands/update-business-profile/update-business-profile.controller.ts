import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { UpdateBusinessProfileCommand } from './update-business-profile.command.js';
import { UpdateProfileDto } from './update-business-profile.dto.js';
import { IDEMPOTENCY_HEADER, CHANGED_EXAMPLE, VALIDATION_400 } from '../../http/settings-docs.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class UpdateBusinessProfileController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('accounts/profile')
  @ApiOperation({ summary: 'Change profile fields (only those given; null or "" clears one). Your own names and e-mail are not business fields (400)' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: { ...CHANGED_EXAMPLE, message: 'Profile updated successfully' } } })
  @ApiResponse(VALIDATION_400)
  async updateProfile(
    @BusinessId() businessId: string,
    @Body() body: UpdateProfileDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new UpdateBusinessProfileCommand(businessId, body, idempotency, meta));
    return { success: true, message: 'Profile updated successfully', data };
  }
}
