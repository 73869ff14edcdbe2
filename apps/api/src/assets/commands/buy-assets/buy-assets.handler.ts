import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideBuyAssets, requireBusiness, type AssetBoughtData } from '@ledgerline/ledger';
import { existingContacts, loadAssetsState, loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { assignReference } from '../../../transactions/references.js';
import { appendBusinessEvents } from '../../../event-sourcing/append-business-events.js';
import { BuyAssetsCommand, type RecordedAssetDocument } from './buy-assets.command.js';

@CommandHandler(BuyAssetsCommand)
export class BuyAssetsHandler implements ICommandHandler<BuyAssetsCommand, RecordedAssetDocument> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: BuyAssetsCommand): Promise<RecordedAssetDocument> {
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
        return decideBuyAssets(
          { ...form, transactionId, reference },
          { business, assets: await loadAssetsState(db, businessId), contactExists: (id) => contacts.has(id) },
        );
      },
      form.date,
    );
    const data = events[0].data as AssetBoughtData;
    return { id: data.transactionId, reference: data.reference, total: data.total, position };
  }
}
