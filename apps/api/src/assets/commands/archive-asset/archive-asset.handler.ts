import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideArchiveAsset } from '@ledgerline/ledger';
import { loadAssetsState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendBusinessEvents } from '../../../event-sourcing/append-business-events.js';
import { ArchiveAssetCommand } from './archive-asset.command.js';

@CommandHandler(ArchiveAssetCommand)
export class ArchiveAssetHandler implements ICommandHandler<ArchiveAssetCommand, { position: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ArchiveAssetCommand) {
    const { position } = await appendBusinessEvents(this.executor, command, async (db) =>
      decideArchiveAsset({ assetId: command.assetId }, await loadAssetsState(db, command.businessId, [command.assetId])),
    );
    return { position };
  }
}
