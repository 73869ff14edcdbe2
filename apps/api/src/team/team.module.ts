import { Module } from '@nestjs/common';
import { ChangeInviteRoleHandler } from './commands/change-invite-role/change-invite-role.handler.js';
import { ChangeMemberRoleHandler } from './commands/change-member-role/change-member-role.handler.js';
import { CreateCustomRoleHandler } from './commands/create-custom-role/create-custom-role.handler.js';
import { InviteMemberHandler } from './commands/invite-member/invite-member.handler.js';
import { JoinTeamHandler } from './commands/join-team/join-team.handler.js';
import { RemoveMemberHandler } from './commands/remove-member/remove-member.handler.js';
import { ResendInviteHandler } from './commands/resend-invite/resend-invite.handler.js';
import { RevokeInviteHandler } from './commands/revoke-invite/revoke-invite.handler.js';
import { UpdateCustomRoleHandler } from './commands/update-custom-role/update-custom-role.handler.js';
import { CustomRolesController } from './custom-roles.controller.js';
import { InviteLinksService } from './invite-links.service.js';
import { ListCustomRolesHandler } from './queries/list-custom-roles/list-custom-roles.handler.js';
import { ListTeamHandler } from './queries/list-team/list-team.handler.js';
import { ValidateInviteHandler } from './queries/validate-invite/validate-invite.handler.js';
import { TeamController } from './team.controller.js';

/** Team members, invites and custom roles. */
@Module({
  controllers: [TeamController, CustomRolesController],
  providers: [
    InviteLinksService,
    CreateCustomRoleHandler,
    UpdateCustomRoleHandler,
    InviteMemberHandler,
    ResendInviteHandler,
    ChangeMemberRoleHandler,
    ChangeInviteRoleHandler,
    RemoveMemberHandler,
    RevokeInviteHandler,
    JoinTeamHandler,
    ListTeamHandler,
    ListCustomRolesHandler,
    ValidateInviteHandler,
  ],
})
export class TeamModule {}
