import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideSetAssetCategories } from '@ledgerline/ledger';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendAssetEvents } from '../../shared/asset-write.js';
import { SetAssetCategoriesCommand } from './set-asset-categories.command.js';

@CommandHandler(SetAssetCategoriesCommand)
export class SetAssetCategoriesHandler implements ICommandHandler<SetAssetCategoriesCommand, { position: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: SetAssetCategoriesCommand) {
    const { position } = await appendAssetEvents(this.executor, command, async () =>
      decideSetAssetCategories({ businessId: command.businessId, categories: command.categories }),
    );
    return { position };
  }
}
