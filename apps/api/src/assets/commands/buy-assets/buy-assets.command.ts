import { Command } from '@nestjs/cqrs';
import type { BuyAssetsCommand as BuyAssetsInput } from '@ledgerline/ledger';
import type { AssetCommandBase } from '../../shared/asset-write.js';

export interface RecordedAssetDocument {
  id: string;
  reference: string;
  total: string;
  position: string;
}

/** The form as the ledger reads it, without the ids the handler assigns. */
export type BuyAssetsForm = Omit<BuyAssetsInput, 'transactionId' | 'reference'> & { reference?: string };

export class BuyAssetsCommand extends Command<RecordedAssetDocument> implements AssetCommandBase {
  constructor(
    readonly businessId: string,
    readonly form: BuyAssetsForm,
    readonly idempotency: AssetCommandBase['idempotency'],
    readonly requestMetadata: AssetCommandBase['requestMetadata'],
  ) {
    super();
  }
}
