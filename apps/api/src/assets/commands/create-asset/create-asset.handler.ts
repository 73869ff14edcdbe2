import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideCreateAsset, requireBusiness, type AssetCreatedData } from '@ledgerline/ledger';
import { loadAssetsState, loadBusinessState } from '@ledgerline/projections';
import { Inject } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { storeProductImage } from '../../../catalogue/images/product-images.js';
import { imageOf, requireAssetView } from '../../shared/asset-answers.js';
import { appendBusinessEvents } from '../../../event-sourcing/append-business-events.js';
import { CreateAssetCommand, type CreatedAsset } from './create-asset.command.js';

@CommandHandler(CreateAssetCommand)
export class CreateAssetHandler implements ICommandHandler<CreateAssetCommand, CreatedAsset> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute(command: CreateAssetCommand): Promise<CreatedAsset> {
    const { businessId, image } = command;
    const assetId = randomUUID();
    const { events, position } = await appendBusinessEvents(this.executor, command, async (db) => {
      const events = decideCreateAsset(
        { assetId, form: command.form, ...(image ? { image: imageOf(image) } : {}) },
        await loadAssetsState(db, businessId),
        requireBusiness(await loadBusinessState(db, businessId)),
      );
      // In the append's transaction (inline projections): the picture is kept exactly when the asset is.
      if (image) await storeProductImage(db, businessId, image);
      return events;
    });
    const created = events[0].data as AssetCreatedData;
    return { asset: await requireAssetView(this.runtime.pool, businessId, created.assetId), position };
  }
}
