import { CONTACT_UPDATED, PRODUCT_UPDATED, type ContactUpdatedData, type ProductUpdatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { ContactUpdatedData, ProductUpdatedData } from '@ledgerline/ledger';

/** v1 (current): a product's or service's editable fields as they now are (libs/ledger catalogue/update-catalogue.ts). */
export const productUpdated = defineEvent<typeof PRODUCT_UPDATED, ProductUpdatedData>({ type: PRODUCT_UPDATED, currentVersion: 1 });
/** v1 (current): a contact as it now is. */
export const contactUpdated = defineEvent<typeof CONTACT_UPDATED, ContactUpdatedData>({ type: CONTACT_UPDATED, currentVersion: 1 });
