import { Body, Controller, Inject, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { UpdateBusinessProfileCommand } from '../../../businesses/commands/update-business-profile/update-business-profile.command.js';
import { UpdateOrganizationDto } from '../../../businesses/commands/update-business-profile/update-business-profile.dto.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { AdminRequestMeta } from '../views/admin-request-meta.js';
import { businessInScope } from '../views/business-scope.js';

@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin')
export class UpdateAdminBusinessController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly commands: CommandBus,
  ) {}

  @Patch('businesses/:id')
  @ApiOperation({
    summary:
      'Change the business’s profile: the fields PATCH /accounts/organization takes, through the same decision (one BusinessProfileUpdated, with the admin in its metadata)',
  })
  async update(
    @CurrentAdmin() admin: CurrentAdminInfo,
    @Param('id') id: string,
    @Body() body: UpdateOrganizationDto,
    @Idempotency() idempotency: IdempotencyContext,
    @AdminRequestMeta() meta: RequestMetadata,
  ) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    const data = await this.commands.execute(new UpdateBusinessProfileCommand(businessId, body ?? {}, idempotency, meta));
    return { success: true, message: 'Business updated successfully', data };
  }
}
