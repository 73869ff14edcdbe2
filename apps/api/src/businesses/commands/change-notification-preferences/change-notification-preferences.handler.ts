import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideChangeNotificationPreferences } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { loadNotificationPreferences } from '@ledgerline/projections';
import { ConsistencyService } from '../../../common/consistency/consistency.service.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { RUNTIME } from '../../../runtime.token.js';
import { changeResult, writeToBusiness } from '../business-write.js';
import { ChangeNotificationPreferencesCommand, type NotificationPreferencesChangeResult } from './change-notification-preferences.command.js';

@CommandHandler(ChangeNotificationPreferencesCommand)
export class ChangeNotificationPreferencesHandler implements ICommandHandler<ChangeNotificationPreferencesCommand, NotificationPreferencesChangeResult> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly consistency: ConsistencyService,
  ) {}

  async execute(command: ChangeNotificationPreferencesCommand): Promise<NotificationPreferencesChangeResult> {
    const { businessId, userId, changes } = command;
    // On the business's stream, so a member's two quick switches are decided one after the other.
    const outcome = await writeToBusiness(this.executor, command, async (db) =>
      toNewEvents(
        decideChangeNotificationPreferences({ userId, changes, now: new Date().toISOString() }, await loadNotificationPreferences(db, businessId, userId)),
      ),
    );
    // Read back from the read model once it holds the change (an unchanged request appended nothing to wait for).
    if (outcome.events.length > 0) await this.consistency.waitFor(outcome.position);
    return { preferences: await loadNotificationPreferences(this.runtime.pool, businessId, userId), ...changeResult(outcome) };
  }
}
