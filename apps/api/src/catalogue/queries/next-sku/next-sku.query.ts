import { Query } from '@nestjs/cqrs';
import type { ProductKind } from '@ledgerline/ledger';

/** The SKU a new product or service would get now (the create dialog shows it; creating checks it again). */
export class NextSkuQuery extends Query<string> {
  constructor(
    readonly businessId: string,
    readonly kind: ProductKind,
  ) {
    super();
  }
}
