import { Module } from '@nestjs/common';
import { CreatePartnerController } from './create-partner/create-partner.controller.js';
import { GetPartnerController } from './get-partner/get-partner.controller.js';
import { InvitePartnerAdminController } from './invite-partner-admin/invite-partner-admin.controller.js';
import { JoinPartnerTeamController } from './join-partner-team/join-partner-team.controller.js';
import { ListPartnerBusinessesController } from './list-partner-businesses/list-partner-businesses.controller.js';
import { ListPartnersController } from './list-partners/list-partners.controller.js';

/** Partners (spec 002 §7): the organisations that bring businesses, their teams and invitations. */
@Module({
  controllers: [
    CreatePartnerController,
    ListPartnersController,
    GetPartnerController,
    ListPartnerBusinessesController,
    InvitePartnerAdminController,
    JoinPartnerTeamController,
  ],
})
export class AdminPartnersModule {}
