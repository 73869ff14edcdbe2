import { BRAND_CREATED, CATEGORY_CREATED, type ProductLabelData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { ProductLabelData } from '@ledgerline/ledger';

/** v1 (current): a product category, with its name and optional description (libs/ledger catalogue/product-labels.ts). */
export const categoryCreated = defineEvent<typeof CATEGORY_CREATED, ProductLabelData>({ type: CATEGORY_CREATED, currentVersion: 1 });
/** v1 (current): a product brand. */
export const brandCreated = defineEvent<typeof BRAND_CREATED, ProductLabelData>({ type: BRAND_CREATED, currentVersion: 1 });
