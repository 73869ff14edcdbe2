import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideChangeAccountSetting } from '@ledgerline/ledger';
import { businessHasTransactions, loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { changeResult, writeToBusiness, type BusinessChangeResult } from '../business-write.js';
import { ChangeAccountSettingCommand } from './change-account-setting.command.js';

@CommandHandler(ChangeAccountSettingCommand)
export class ChangeAccountSettingHandler implements ICommandHandler<ChangeAccountSettingCommand, BusinessChangeResult> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ChangeAccountSettingCommand): Promise<BusinessChangeResult> {
    const { businessId, setting, value } = command;
    const outcome = await writeToBusiness(this.executor, command, async (db) => {
      const state = await loadBusinessState(db, businessId);
      // Only the currency depends on it (locked once amounts are posted); read under the stream lock.
      const hasTransactions = setting === 'currency' ? await businessHasTransactions(db, businessId) : undefined;
      return toNewEvents(decideChangeAccountSetting({ setting, value, hasTransactions }, state));
    });
    return changeResult(outcome);
  }
}
