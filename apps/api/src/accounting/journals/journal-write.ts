import type { JournalContext } from '@ledgerline/ledger';
import { countManualJournals, existingContacts, journalReferenceTaken, type Queryable } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';

/** `contactExists` for a journal's decider, knowing the contacts its lines name (read inside the append). */
export async function journalContext(db: Queryable, businessId: string, lines: unknown): Promise<JournalContext> {
  const ids = Array.isArray(lines)
    ? lines.flatMap((line: unknown) => {
        const contact = line !== null && typeof line === 'object' ? (line as { contact?: unknown }).contact : undefined;
        return typeof contact === 'string' && contact.trim() !== '' ? [contact.trim()] : [];
      })
    : [];
  const known = await existingContacts(db, businessId, [...new Set(ids)]);
  return { contactExists: (contactId) => known.has(contactId) };
}

export const JOURNAL_REFERENCE_PREFIX = 'JE-';
/** Opening balances are referenced `OB-<date>`: a journal may not take such a reference. */
export const OPENING_BALANCES_REFERENCE_PREFIX = 'OB-';

/**
 * A journal's reference: the client's own (unique among the business's journals: 409 when taken),
 * or the next free JE-0001, JE-0002, … Runs inside the decision, so two journals never get one.
 */
export async function assignJournalReference(db: Queryable, businessId: string, requested?: string): Promise<string> {
  if (requested !== undefined && requested.trim() !== '') {
    const reference = requested.trim();
    if (reference.toUpperCase().startsWith(OPENING_BALANCES_REFERENCE_PREFIX)) {
      throw new AppError(400, 'VALIDATION_FAILED', `References starting with ${OPENING_BALANCES_REFERENCE_PREFIX} are kept for opening balances`, [
        { field: 'reference', message: `reference may not start with ${OPENING_BALANCES_REFERENCE_PREFIX}` },
      ]);
    }
    if (await journalReferenceTaken(db, businessId, reference)) {
      throw new AppError(409, 'REFERENCE_TAKEN', `A journal with reference ${reference} already exists`, [
        { field: 'reference', message: `reference ${reference} is already used by another journal` },
      ]);
    }
    return reference;
  }
  for (let number = (await countManualJournals(db, businessId)) + 1; ; number++) {
    const reference = `${JOURNAL_REFERENCE_PREFIX}${String(number).padStart(4, '0')}`;
    if (!(await journalReferenceTaken(db, businessId, reference))) return reference;
  }
}
