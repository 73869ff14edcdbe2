import { CONTACT_ARCHIVED, CONTACT_RESTORED, PRODUCT_ARCHIVED, PRODUCT_RESTORED, type ContactArchiveData, type ProductArchiveData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { ContactArchiveData, ProductArchiveData } from '@ledgerline/ledger';

/** v1 (current): a product or service left the lists (libs/ledger catalogue/archive.ts). */
export const productArchived = defineEvent<typeof PRODUCT_ARCHIVED, ProductArchiveData>({ type: PRODUCT_ARCHIVED, currentVersion: 1 });
/** v1 (current): an archived product or service is back in the lists. */
export const productRestored = defineEvent<typeof PRODUCT_RESTORED, ProductArchiveData>({ type: PRODUCT_RESTORED, currentVersion: 1 });
/** v1 (current): a contact left the lists. */
export const contactArchived = defineEvent<typeof CONTACT_ARCHIVED, ContactArchiveData>({ type: CONTACT_ARCHIVED, currentVersion: 1 });
/** v1 (current): an archived contact is back in the lists. */
export const contactRestored = defineEvent<typeof CONTACT_RESTORED, ContactArchiveData>({ type: CONTACT_RESTORED, currentVersion: 1 });
