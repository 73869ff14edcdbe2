import { randomInt } from 'node:crypto';
import { execute, sql, type Queryable } from '@ledgerline/projections';
import { AppError } from '../common/errors/app-error.js';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GENERATED_REFERENCE_LENGTH = 6;

async function referenceTaken(db: Queryable, businessId: string, reference: string): Promise<boolean> {
  const rows = await execute(db, sql.table('transactions').select('reference').where({ business_id: businessId, reference }).limit(1));
  return rows.length > 0;
}

/**
 * A transaction's reference is unique within its business. A client's own reference that is
 * taken is refused; otherwise a random 6-character one (spec 001) is drawn until free. Runs
 * inside the command's decision, so it is checked against the same state the append follows.
 */
export async function assignReference(db: Queryable, businessId: string, requested?: string): Promise<string> {
  if (requested !== undefined) {
    // Stored trimmed, so compared trimmed: ' INV-1 ' is INV-1.
    requested = requested.trim();
    if (requested === '') throw AppError.validation([{ field: 'reference', message: 'reference should not be empty' }]);
    if (await referenceTaken(db, businessId, requested)) {
      throw new AppError(409, 'REFERENCE_TAKEN', `A transaction with reference ${requested} already exists`, [
        { field: 'reference', message: `reference ${requested} is already used by another transaction` },
      ]);
    }
    return requested;
  }
  for (;;) {
    const reference = Array.from({ length: GENERATED_REFERENCE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (!(await referenceTaken(db, businessId, reference))) return reference;
  }
}
