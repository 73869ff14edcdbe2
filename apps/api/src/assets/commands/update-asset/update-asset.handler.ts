import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideUpdateAsset, requireBusiness } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { loadAssetsState, loadBusinessState, type AssetView } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { storeProductImage } from '../../../catalogue/images/product-images.js';
import { imageOf, requireAssetView } from '../../shared/asset-answers.js';
import { appendBusinessEvents } from '../../../event-sourcing/append-business-events.js';
import { UpdateAssetCommand } from './update-asset.command.js';

@CommandHandler(UpdateAssetCommand)
export class UpdateAssetHandler implements ICommandHandler<UpdateAssetCommand, { asset: AssetView; position: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute(command: UpdateAssetCommand) {
    const { businessId, assetId, image } = command;
    await requireAssetView(this.runtime.pool, businessId, assetId);
    const { position } = await appendBusinessEvents(this.executor, command, async (db) => {
      const events = decideUpdateAsset(
        { assetId, form: command.form, ...(image ? { image: imageOf(image) } : {}) },
        await loadAssetsState(db, businessId),
        requireBusiness(await loadBusinessState(db, businessId)),
      );
      // In the append's transaction (inline projections): the picture is kept exactly when the edit is.
      if (image) await storeProductImage(db, businessId, image);
      return events;
    });
    return { asset: await requireAssetView(this.runtime.pool, businessId, assetId), position };
  }
}
