import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  Decimal,
  decideSellAssets,
  holdsAnyOf,
  isOwnerOrAdmin,
  PERMISSION,
  PERMISSION_DENIED_MESSAGE,
  requireBusiness,
  type AssetSoldData,
  type AssetsState,
} from '@ledgerline/ledger';
import { existingContacts, loadAssetsState, loadBusinessState } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { assignReference } from '../../../transactions/references.js';
import { appendBusinessEvents } from '../../../event-sourcing/append-business-events.js';
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
    const { businessId, form } = command;
    const transactionId = randomUUID();
    const { events, position } = await appendBusinessEvents(
      this.executor,
      command,
      async (db) => {
        const business = requireBusiness(await loadBusinessState(db, businessId));
        const entity = typeof form.entity === 'string' ? form.entity.trim() : '';
        const contacts = await existingContacts(db, businessId, entity ? [entity] : []);
        const reference = await assignReference(db, businessId, form.reference);
        const assets = await loadAssetsState(db, businessId);
        const decided = decideSellAssets({ ...form, transactionId, reference }, { business, assets, contactExists: (id) => contacts.has(id) });
        requirePriceChangeAllowed(command, decided[0].data, assets);
        return decided;
      },
      form.date,
    );
    const data = events[0].data as AssetSoldData;
    return { id: data.transactionId, reference: data.reference, total: data.total, position };
  }
}
