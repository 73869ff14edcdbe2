import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideBuyAssets } from '@ledgerline/ledger';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordAssetDocument } from '../../shared/record-asset-document.js';
import { BuyAssetsCommand, type RecordedAssetDocument } from './buy-assets.command.js';

@CommandHandler(BuyAssetsCommand)
export class BuyAssetsHandler implements ICommandHandler<BuyAssetsCommand, RecordedAssetDocument> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: BuyAssetsCommand): Promise<RecordedAssetDocument> {
    return recordAssetDocument(this.executor, command, decideBuyAssets);
  }
}
