import { Body, Controller, Inject, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { decideDeactivateBusiness, decideReactivateBusiness } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { loadBusinessState } from '@ledgerline/projections';
import { changeResult, writeToBusiness } from '../../../businesses/commands/business-write.js';
import { refuseWithOpenSubBusinesses } from '../../../businesses/commands/open-sub-businesses.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { AdminRequestMeta } from '../views/admin-request-meta.js';
import { businessInScope } from '../views/business-scope.js';
import { DeactivateBusinessDto } from './deactivate-business.dto.js';

/**
 * Closing a business to its members and opening it again: BusinessDeactivated and
 * BusinessReactivated on its stream, with the admin in the metadata. While deactivated, the access
 * guard answers every business route of its members 403 'This business has been deactivated;
 * contact support' (sign-in still works, so the owner reads that message). As for the owner's close,
 * a business whose sub-businesses are open is refused (409 OPEN_SUB_BUSINESSES): they run on its plan,
 * and its members' guard does not look at the parent, so they would carry on on a closed business's plan.
 */
@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin/businesses/:id')
export class DeactivateBusinessController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
  ) {}

  @Patch('deactivate')
  @ApiOperation({ summary: 'Deactivate the business: its members are refused (403) until it is reactivated' })
  @ApiResponse({
    status: 409,
    description: 'BUSINESS_ALREADY_DEACTIVATED; OPEN_SUB_BUSINESSES: its sub-businesses (named in the message) are open, deactivate them first',
  })
  async deactivate(
    @CurrentAdmin() admin: CurrentAdminInfo,
    @Param('id') id: string,
    @Body() body: DeactivateBusinessDto,
    @Idempotency() idempotency: IdempotencyContext,
    @AdminRequestMeta() meta: RequestMetadata,
  ) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    const now = new Date().toISOString();
    const outcome = await writeToBusiness(this.executor, { businessId, idempotency, requestMetadata: meta }, async (db) => {
      await refuseWithOpenSubBusinesses(db, businessId, staffMessage);
      return toNewEvents(decideDeactivateBusiness({ now, reason: body?.reason }, await loadBusinessState(db, businessId)));
    });
    return { success: true, message: 'Business deactivated successfully', data: changeResult(outcome) };
  }

  @Patch('reactivate')
  @ApiOperation({ summary: 'Reactivate a deactivated business' })
  @ApiResponse({ status: 409, description: 'Not deactivated' })
  async reactivate(
    @CurrentAdmin() admin: CurrentAdminInfo,
    @Param('id') id: string,
    @Idempotency() idempotency: IdempotencyContext,
    @AdminRequestMeta() meta: RequestMetadata,
  ) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    const now = new Date().toISOString();
    const outcome = await writeToBusiness(this.executor, { businessId, idempotency, requestMetadata: meta }, async (db) =>
      toNewEvents(decideReactivateBusiness({ now }, await loadBusinessState(db, businessId))),
    );
    return { success: true, message: 'Business reactivated successfully', data: changeResult(outcome) };
  }
}

/** Staff deactivate each sub-business from the admin's businesses list (the owner's wording says to switch into it). */
function staffMessage(names: readonly string[]): string {
  return `Deactivate this business's sub-businesses first (${names.join(', ')}): they run on its plan. Deactivate each, then this one.`;
}
