import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';

/**
 * Archiving a product, service or contact (spec 001 §2, §7: delete is archive): it leaves the lists
 * and searches, its history stays, and restoring brings it back. Each is an event; nothing is deleted.
 */
export const PRODUCT_ARCHIVED = 'ProductArchived';
export const PRODUCT_RESTORED = 'ProductRestored';
export const CONTACT_ARCHIVED = 'ContactArchived';
export const CONTACT_RESTORED = 'ContactRestored';

export interface ProductArchiveData {
  productId: string;
}
export interface ContactArchiveData {
  contactId: string;
}

export type ProductArchiveEvent = { type: typeof PRODUCT_ARCHIVED; data: ProductArchiveData } | { type: typeof PRODUCT_RESTORED; data: ProductArchiveData };
export type ContactArchiveEvent = { type: typeof CONTACT_ARCHIVED; data: ContactArchiveData } | { type: typeof CONTACT_RESTORED; data: ContactArchiveData };

/** What the decision needs: the record as the read model holds it (undefined: not the business's). */
export interface ArchivableState {
  archived: boolean;
}

function mustExist(state: ArchivableState | undefined, what: 'product' | 'contact'): ArchivableState {
  if (state) return state;
  throw what === 'product'
    ? new LedgerValidationError('id', 'There is no such product', LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND)
    : new LedgerValidationError('id', 'There is no such contact', LEDGER_ERROR_CODES.CONTACT_NOT_FOUND);
}

export function decideArchiveProduct(productId: string, state: ArchivableState | undefined): ProductArchiveEvent[] {
  if (mustExist(state, 'product').archived) {
    throw new LedgerValidationError('id', 'The product is already archived', LEDGER_ERROR_CODES.PRODUCT_ALREADY_ARCHIVED);
  }
  return [{ type: PRODUCT_ARCHIVED, data: { productId } }];
}

export function decideRestoreProduct(productId: string, state: ArchivableState | undefined): ProductArchiveEvent[] {
  if (!mustExist(state, 'product').archived) {
    throw new LedgerValidationError('id', 'The product is not archived', LEDGER_ERROR_CODES.PRODUCT_NOT_ARCHIVED);
  }
  return [{ type: PRODUCT_RESTORED, data: { productId } }];
}

export function decideArchiveContact(contactId: string, state: ArchivableState | undefined): ContactArchiveEvent[] {
  if (mustExist(state, 'contact').archived) {
    throw new LedgerValidationError('id', 'The contact is already archived', LEDGER_ERROR_CODES.CONTACT_ALREADY_ARCHIVED);
  }
  return [{ type: CONTACT_ARCHIVED, data: { contactId } }];
}

export function decideRestoreContact(contactId: string, state: ArchivableState | undefined): ContactArchiveEvent[] {
  if (!mustExist(state, 'contact').archived) {
    throw new LedgerValidationError('id', 'The contact is not archived', LEDGER_ERROR_CODES.CONTACT_NOT_ARCHIVED);
  }
  return [{ type: CONTACT_RESTORED, data: { contactId } }];
}
