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
import { ListCustomRolesController } from './queries/list-custom-roles/list-custom-roles.controller.js';
import { CreateCustomRoleController } from './commands/create-custom-role/create-custom-role.controller.js';
import { UpdateCustomRoleController } from './commands/update-custom-role/update-custom-role.controller.js';
import { InviteLinksService } from './invite-links.service.js';
import { ListCustomRolesHandler } from './queries/list-custom-roles/list-custom-roles.handler.js';
import { ListTeamHandler } from './queries/list-team/list-team.handler.js';
import { ValidateInviteHandler } from './queries/validate-invite/validate-invite.handler.js';
import { SearchMembersHandler } from './queries/search-members/search-members.handler.js';
import { ListTeamController } from './queries/list-team/list-team.controller.js';
import { SearchMembersController } from './queries/search-members/search-members.controller.js';
import { InviteMemberController } from './commands/invite-member/invite-member.controller.js';
import { ResendInviteController } from './commands/resend-invite/resend-invite.controller.js';
import { ChangeMemberRoleController } from './commands/change-member-role/change-member-role.controller.js';
import { RemoveMemberController } from './commands/remove-member/remove-member.controller.js';
import { ChangeInviteRoleController } from './commands/change-invite-role/change-invite-role.controller.js';
import { RevokeInviteController } from './commands/revoke-invite/revoke-invite.controller.js';
import { ValidateInviteController } from './queries/validate-invite/validate-invite.controller.js';
import { JoinTeamController } from './commands/join-team/join-team.controller.js';

/** Team members, invites and custom roles. */
@Module({
  controllers: [
    ListTeamController,
    SearchMembersController,
    InviteMemberController,
    ResendInviteController,
    ChangeMemberRoleController,
    RemoveMemberController,
    ChangeInviteRoleController,
    RevokeInviteController,
    ValidateInviteController,
    JoinTeamController,
    ListCustomRolesController,
    CreateCustomRoleController,
    UpdateCustomRoleController,
  ],
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
    SearchMembersHandler,
    ListCustomRolesHandler,
    ValidateInviteHandler,
  ],
})
export class TeamModule {}
