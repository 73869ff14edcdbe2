import { LEDGER_ERROR_CODES, LedgerValidationError, unknownReferenceError } from '../errors.js';
import { optionalText } from '../validation.js';

/**
 * A document's contact (the `entity` field): absent or blank is undefined; when the caller can
 * tell which contacts exist (`contactExists`), one that does not is refused (400 UNKNOWN_CONTACT
 * naming the field). Without it the id is taken as given.
 */
export function optionalContact(input: unknown, contactExists: ContactContext['contactExists'], field = 'entity'): string | undefined {
  const entityId = optionalText(input, field, 100);
  if (entityId !== undefined && contactExists !== undefined && !contactExists(entityId)) {
    throw unknownReferenceError(field, `${field} ${entityId} is not one of the business's contacts`, entityId, {
      notFound: LEDGER_ERROR_CODES.CONTACT_NOT_FOUND,
      unknown: LEDGER_ERROR_CODES.UNKNOWN_CONTACT,
    });
  }
  return entityId;
}

/** As `optionalContact`, but required: `why` says what needs it ("entity is required for refund"). */
export function requireContact(input: unknown, contactExists: ContactContext['contactExists'], why: string, field = 'entity'): string {
  const entityId = optionalContact(input, contactExists, field);
  if (entityId === undefined) throw new LedgerValidationError(field, `${field} is required ${why}`, LEDGER_ERROR_CODES.ENTITY_REQUIRED);
  return entityId;
}

/** What money out and expenses may be told besides the business: which contacts exist, to check an `entity` against. */
export interface ContactContext {
  contactExists?: (contactId: string) => boolean;
}
