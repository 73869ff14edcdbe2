import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideDeactivateBusiness } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { listUserBusinesses, loadBusinessState } from '@ledgerline/projections';
import { writeToBusiness } from '../../../businesses/commands/business-write.js';
import { refuseWithOpenSubBusinesses } from '../../../businesses/commands/open-sub-businesses.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { SessionsService } from '../../../identity/sessions.service.js';
import { UsersRepository } from '../../../identity/users.repository.js';
import { RUNTIME } from '../../../runtime.token.js';
import { OwnerConfirmationService } from '../../confirmation/owner-confirmation.js';
import { CloseAccountCommand, type ClosedAccount } from './close-account.command.js';

export const CLOSED_BY_OWNER_REASON = 'Closed by the owner';

/**
 * The owner closes the business: BusinessDeactivated (by: 'owner') on its stream, the same fact the
 * provider's admin records, so the access guard refuses its members from their next request. The
 * owner's session moves to another business they own that is open, else it ends. A business whose
 * sub-businesses are still open is not closed (409): they live on its plan, and closing them along
 * with it would close books the owner did not name.
 */
@CommandHandler(CloseAccountCommand)
export class CloseAccountHandler implements ICommandHandler<CloseAccountCommand, ClosedAccount> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly owner: OwnerConfirmationService,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
  ) {}

  async execute(command: CloseAccountCommand): Promise<ClosedAccount> {
    const { actor, metadata } = command;
    await this.owner.confirm(actor, command.confirmation, metadata.ip ?? '');
    const businessId = actor.businessId!;
    const now = new Date().toISOString();
    const outcome = await writeToBusiness(this.executor, { businessId, idempotency: command.idempotency, requestMetadata: metadata }, async (db) => {
      // Under the business's stream lock, on the read model as of its last event.
      await refuseWithOpenSubBusinesses(db, businessId);
      return toNewEvents(decideDeactivateBusiness({ now, reason: CLOSED_BY_OWNER_REASON, by: 'owner' }, await loadBusinessState(db, businessId)));
    });
    const next = await this.anotherOpenBusiness(actor.userId, businessId);
    if (next) {
      await this.sessions.switchBusiness(actor.sessionHash, next);
      await this.users.setLastBusiness(actor.userId, next);
    } else {
      await this.sessions.revoke(actor.sessionHash);
    }
    return { signOut: next === null, businessId: next, position: outcome.position.toString() };
  }

  /** The first other business the user owns that is not closed (in the order the business switcher lists them). */
  private async anotherOpenBusiness(userId: string, closed: string): Promise<string | null> {
    for (const business of await listUserBusinesses(this.runtime.pool, userId)) {
      if (business.role !== 'owner' || business.businessId === closed) continue;
      const state = await loadBusinessState(this.runtime.pool, business.businessId);
      if (state.exists && !state.deactivated) return business.businessId;
    }
    return null;
  }
}
