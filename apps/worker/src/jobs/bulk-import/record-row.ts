import { randomInt, randomUUID } from 'node:crypto';
import { IdempotencyConflictError } from '@ledgerline/event-store';
import { currentVersion } from '@ledgerline/events';
import type { BulkImportJob } from '@ledgerline/jobs';
import {
  decideRecordExpense,
  decideRecordPurchase,
  decideRecordSale,
  importRowReason,
  LedgerValidationError,
  requireBusiness,
  type ImportedTransaction,
  type RecordImportedRow,
} from '@ledgerline/ledger';
import { executeCommand, type Runtime } from '@ledgerline/platform';
import { businessStream, execute, existingContacts, loadBusinessState, loadDocumentProducts, sql, type Queryable } from '@ledgerline/projections';

/** A row the worker refuses itself (a reference in use), as the API's REFERENCE_TAKEN would. */
class RowRefused extends Error {}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The row's reference, as the API's `assignReference` (apps/api/src/transactions/references.ts)
 * gives it: the file's, unless another transaction has it, or a free random 6-character one.
 */
async function assignReference(db: Queryable, businessId: string, requested?: string): Promise<string> {
  const taken = async (reference: string) =>
    (await execute(db, sql.table('transactions').select('reference').where({ business_id: businessId, reference }).limit(1))).length > 0;
  if (requested !== undefined) {
    if (await taken(requested)) throw new RowRefused(`A transaction with reference ${requested} already exists`);
    return requested;
  }
  for (;;) {
    const reference = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (!(await taken(reference))) return reference;
  }
}

/** Decides one row exactly as the API's sale, purchase and expense handlers do: same read models, same deciders. */
async function decideRow(db: Queryable, businessId: string, row: ImportedTransaction, transactionId: string) {
  const contacts = await existingContacts(db, businessId, row.entity !== undefined ? [row.entity] : []);
  const contactExists = (id: string) => contacts.has(id);
  const reference = await assignReference(db, businessId, row.reference);
  const header = { transactionId, reference, date: row.date, account: row.account, entity: row.entity, description: row.description };
  if (row.type === 'expenses') {
    return decideRecordExpense({ ...header, category: row.category, amount: row.amount }, await loadBusinessState(db, businessId), { contactExists });
  }
  const business = requireBusiness(await loadBusinessState(db, businessId));
  const products = await loadDocumentProducts(
    db,
    businessId,
    row.items.map((item) => item.product),
  );
  const command = { ...header, items: row.items };
  const context = { business, products, contactExists };
  return row.type === 'sales' ? decideRecordSale(command, context) : decideRecordPurchase(command, context);
}

/**
 * The worker's `record(row)` for `runTransactionImport`: the write path the API uses
 * (`executeCommand`: the decision under the business's stream lock, inline projections), with the
 * row's idempotency key, so a row the API or an earlier run recorded is replayed, not recorded again.
 */
export function workerRowRecorder(runtime: Runtime, job: Pick<BulkImportJob, 'businessId' | 'userId' | 'correlationId' | 'ip'>): RecordImportedRow {
  const { businessId } = job;
  return async (row, idempotency) => {
    const transactionId = randomUUID();
    try {
      const outcome = await executeCommand(runtime, {
        stream: businessStream(businessId),
        idempotencyKey: idempotency.key,
        fingerprint: idempotency.fingerprint,
        metadata: {
          businessId,
          userId: job.userId,
          correlationId: job.correlationId,
          ip: job.ip,
          commandId: transactionId,
          occurredAt: new Date().toISOString(),
          effectiveDate: row.date,
        },
        async decide(db) {
          const events = await decideRow(db, businessId, row, transactionId);
          return events.map((event) => ({ type: event.type, version: currentVersion(event.type), data: event.data }));
        },
      });
      return outcome.replayed ? { outcome: 'already-imported' } : { outcome: 'imported' };
    } catch (error) {
      if (error instanceof LedgerValidationError || error instanceof RowRefused) return { outcome: 'refused', reasons: [importRowReason(error.message)] };
      if (error instanceof IdempotencyConflictError) return { outcome: 'refused', reasons: ['this line was imported before with other content'] };
      throw error;
    }
  };
}
