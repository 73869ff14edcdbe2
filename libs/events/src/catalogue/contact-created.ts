import { CONTACT_CREATED, type ContactCreatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { ContactCreatedData } from '@ledgerline/ledger';

/** v1 (current): a contact (entity): first name, the optional details and kinds (libs/ledger catalogue-events.ts). */
export type ContactCreatedV1 = ContactCreatedData;

export const contactCreated = defineEvent<typeof CONTACT_CREATED, ContactCreatedData>({
  type: CONTACT_CREATED,
  currentVersion: 1,
});
