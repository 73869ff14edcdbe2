import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideUpdateAsset, requireBusiness } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { loadAssetsState, loadBusinessState, type AssetView } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { requireAssetView } from '../../shared/asset-answers.js';
import { appendAssetEvents } from '../../shared/asset-write.js';
import { UpdateAssetCommand } from './update-asset.command.js';

@CommandHandler(UpdateAssetCommand)
export class UpdateAssetHandler implements ICommandHandler<UpdateAssetCommand, { asset: AssetView; position: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute(command: UpdateAssetCommand) {
    const { businessId, assetId } = command;
    await requireAssetView(this.runtime.pool, businessId, assetId);
    const { position } = await appendAssetEvents(this.executor, command, async (db) =>
      decideUpdateAsset({ assetId, form: command.form }, await loadAssetsState(db, businessId), requireBusiness(await loadBusinessState(db, businessId))),
    );
    return { asset: await requireAssetView(this.runtime.pool, businessId, assetId), position };
  }
}
