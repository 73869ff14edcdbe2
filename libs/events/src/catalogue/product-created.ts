import { PRODUCT_CREATED, type ProductCreatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { ProductCreatedData } from '@ledgerline/ledger';

/** v1 (current): a product or service with its SKU, prices at the currency's scale and optional details (libs/ledger catalogue-events.ts). */
export type ProductCreatedV1 = ProductCreatedData;

export const productCreated = defineEvent<typeof PRODUCT_CREATED, ProductCreatedData>({
  type: PRODUCT_CREATED,
  currentVersion: 1,
});
