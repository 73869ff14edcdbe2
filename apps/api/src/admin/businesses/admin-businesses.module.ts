import { Module } from '@nestjs/common';
import { AdminChangePlanController } from './change-plan/change-plan.controller.js';
import { CloneBusinessController } from './clone-business/clone-business.controller.js';
import { CloneBusinessHandler } from './clone-business/clone-business.handler.js';
import { DeactivateBusinessController } from './deactivate-business/deactivate-business.controller.js';
import { DeactivatePlanController } from './deactivate-plan/deactivate-plan.controller.js';
import { GetAdminBusinessController } from './get-business/get-business.controller.js';
import { GetBusinessReportsController } from './get-business-reports/get-business-reports.controller.js';
import { GetBusinessStatsController } from './get-business-stats/get-business-stats.controller.js';
import { GetLastPaymentController } from './get-last-payment/get-last-payment.controller.js';
import { ListBusinessActivitiesController } from './list-activities/list-activities.controller.js';
import { ListAdminBusinessesController } from './list-businesses/list-businesses.controller.js';
import { ListTeamInvitesController } from './list-team-invites/list-team-invites.controller.js';
import { ListBusinessUsersController } from './list-users/list-users.controller.js';
import { UpdateAdminBusinessController } from './update-business/update-business.controller.js';

/** The provider's view of businesses (docs/admin.md "Businesses"): lists, detail, reports, and the changes an admin makes, each an event. */
@Module({
  controllers: [
    // Static paths before `businesses/:id`, which would otherwise take "activities", "users" and "invites" as ids.
    ListBusinessActivitiesController,
    ListBusinessUsersController,
    ListTeamInvitesController,
    ListAdminBusinessesController,
    GetAdminBusinessController,
    GetLastPaymentController,
    GetBusinessReportsController,
    GetBusinessStatsController,
    DeactivateBusinessController,
    UpdateAdminBusinessController,
    AdminChangePlanController,
    DeactivatePlanController,
    CloneBusinessController,
  ],
  providers: [CloneBusinessHandler],
})
export class AdminBusinessesModule {}
