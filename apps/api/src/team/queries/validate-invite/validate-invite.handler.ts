import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UsersRepository } from '../../../identity/users.repository.js';
import { InviteLinksService } from '../../invite-links.service.js';
import { roleNameOf } from '../../team-roles.js';
import { ValidateInviteQuery, type InviteCheck } from './validate-invite.query.js';

/** Any link that would not let its holder join is 404 here (spec 002 §8: invalid invite → Error404). */
@QueryHandler(ValidateInviteQuery)
export class ValidateInviteHandler implements IQueryHandler<ValidateInviteQuery, InviteCheck> {
  constructor(
    private readonly links: InviteLinksService,
    private readonly users: UsersRepository,
  ) {}

  async execute(query: ValidateInviteQuery): Promise<InviteCheck> {
    const { invite, businessName, state } = await this.links.open(query.email, query.hash, 'check');
    return {
      email: invite.email,
      businessName,
      role: invite.role,
      roleName: roleNameOf(invite.role, invite.roleId, state),
      hasAccount: (await this.users.findByEmail(invite.email)) !== undefined,
    };
  }
}
