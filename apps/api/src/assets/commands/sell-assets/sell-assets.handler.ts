import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  Decimal,
  decideSellAssets,
  holdsAnyOf,
  isOwnerOrAdmin,
  PERMISSION,
  PERMISSION_DENIED_MESSAGE,
  type AssetSoldData,
  type AssetsState,
} from '@ledgerline/ledger';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordAssetDocument } from '../../shared/record-asset-document.js';
import { SellAssetsCommand, type SoldAssets } from './sell-assets.command.js';

/**
 * A row's price starts as the asset's purchase price (spec 001 §4); selling at another price needs
 * code 37 (edit prices), which owner and admin hold. Checked after the ledger accepted the rows,
 * so a malformed price is a 400 naming it first.
 */
function requirePriceChangeAllowed(command: SellAssetsCommand, data: AssetSoldData, assets: AssetsState): void {
  const { actor } = command;
  if (actor.role && (isOwnerOrAdmin(actor.role) || holdsAnyOf(actor.access, [PERMISSION.EDIT_PRICES]))) return;
  const changed = data.items.some((item) => !new Decimal(item.price).eq(assets.assets.get(item.assetId)?.details.purchasePrice ?? item.price));
  if (changed) throw new AppError(403, 'PERMISSION_DENIED', PERMISSION_DENIED_MESSAGE);
}

@CommandHandler(SellAssetsCommand)
export class SellAssetsHandler implements ICommandHandler<SellAssetsCommand, SoldAssets> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: SellAssetsCommand): Promise<SoldAssets> {
    return recordAssetDocument(this.executor, command, (document, context) => {
      const decided = decideSellAssets(document, context);
      requirePriceChangeAllowed(command, decided[0].data, context.assets);
      return decided;
    });
  }
}
