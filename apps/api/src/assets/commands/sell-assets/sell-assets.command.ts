import { Command } from '@nestjs/cqrs';
import type { SellAssetsCommand as SellAssetsInput } from '@ledgerline/ledger';
import type { RequestActor } from '../../../common/access/actor.js';
import type { BusinessCommandBase } from '../../../event-sourcing/append-business-events.js';

export interface SoldAssets {
  id: string;
  reference: string;
  total: string;
  position: string;
}

export type SellAssetsForm = Omit<SellAssetsInput, 'transactionId' | 'reference'> & { reference?: string };

export class SellAssetsCommand extends Command<SoldAssets> implements BusinessCommandBase {
  constructor(
    readonly businessId: string,
    readonly form: SellAssetsForm,
    readonly actor: Pick<RequestActor, 'role' | 'access'>,
    readonly idempotency: BusinessCommandBase['idempotency'],
    readonly requestMetadata: BusinessCommandBase['requestMetadata'],
  ) {
    super();
  }
}
