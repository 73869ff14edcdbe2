import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideSetAssetCategories } from '@ledgerline/ledger';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendBusinessEvents } from '../../../event-sourcing/append-business-events.js';
import { SetAssetCategoriesCommand } from './set-asset-categories.command.js';

@CommandHandler(SetAssetCategoriesCommand)
export class SetAssetCategoriesHandler implements ICommandHandler<SetAssetCategoriesCommand, { position: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: SetAssetCategoriesCommand) {
    const { position } = await appendBusinessEvents(this.executor, command, async () =>
      decideSetAssetCategories({ businessId: command.businessId, categories: command.categories }),
    );
    return { position };
  }
}
