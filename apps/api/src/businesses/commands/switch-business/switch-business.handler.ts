import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { findMembership } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { SessionsService } from '../../../identity/sessions.service.js';
import { UsersRepository } from '../../../identity/users.repository.js';
import { RUNTIME } from '../../../runtime.token.js';
import { isUuid } from '../../business-ids.js';
import { SwitchBusinessCommand, type SwitchedBusiness } from './switch-business.command.js';

/**
 * Session state, not a business fact: no event. Only a business the user is a member of; any
 * other id is 404 whether or not it exists, so ids cannot be probed.
 */
@CommandHandler(SwitchBusinessCommand)
export class SwitchBusinessHandler implements ICommandHandler<SwitchBusinessCommand, SwitchedBusiness> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
  ) {}

  async execute(command: SwitchBusinessCommand): Promise<SwitchedBusiness> {
    const { actor, businessId } = command;
    const membership = isUuid(businessId) ? await findMembership(this.runtime.pool, businessId, actor.userId) : undefined;
    if (!membership) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    await this.sessions.switchBusiness(actor.sessionHash, businessId);
    await this.users.setLastBusiness(actor.userId, businessId);
    return { businessId };
  }
}
