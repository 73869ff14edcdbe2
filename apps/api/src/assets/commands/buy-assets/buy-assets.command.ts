import { Command } from '@nestjs/cqrs';
import type { BuyAssetsCommand as BuyAssetsInput } from '@ledgerline/ledger';
import type { BusinessCommandBase } from '../../../event-sourcing/append-business-events.js';

export interface RecordedAssetDocument {
  id: string;
  reference: string;
  total: string;
  position: string;
}

/** The form as the ledger reads it, without the ids the handler assigns. */
export type BuyAssetsForm = Omit<BuyAssetsInput, 'transactionId' | 'reference'> & { reference?: string };

export class BuyAssetsCommand extends Command<RecordedAssetDocument> implements BusinessCommandBase {
  constructor(
    readonly businessId: string,
    readonly form: BuyAssetsForm,
    readonly idempotency: BusinessCommandBase['idempotency'],
    readonly requestMetadata: BusinessCommandBase['requestMetadata'],
  ) {
    super();
  }
}
