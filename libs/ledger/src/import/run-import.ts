import { isRefusedRow, type ImportedTransaction, type RefusedImportRow, type ResolvedImportRow } from './transaction-rows.js';

/** What recording one row came to. */
export type RowOutcome = { outcome: 'imported' } | { outcome: 'already-imported' } | { outcome: 'refused'; reasons: string[] };

/**
 * Records one row as one command (one append: the row is imported whole or not at all). The API
 * sends it through its CommandBus, the worker through `executeCommand`; either way it answers
 * `refused` for what the deciders refuse, and throws only when something broke (the database is
 * down, a bug), which stops the import: what was recorded stays, and uploading the same file
 * again records only the rest (`importRowKey`).
 */
export type RecordImportedRow = (row: ImportedTransaction, idempotency: { key: string; fingerprint: string }) => Promise<RowOutcome>;

export interface ImportProgress {
  processed: number;
  total: number;
  percent: number;
}

export interface ImportResult {
  total: number;
  /** Rows recorded by this upload. */
  imported: number;
  /** Rows an earlier upload of the same file recorded already (nothing was recorded twice). */
  alreadyImported: number;
  /** Every row not imported, in file order, with every reason. */
  refused: RefusedImportRow[];
}

/**
 * The idempotency key of a row: the upload's sha256 and the row's line. The same file uploaded
 * again (or its job retried) replays what was recorded instead of recording it twice; its
 * fingerprint is the key too, so a replay never depends on how names resolve today.
 */
export function importRowKey(fileSha256: string, line: number): { key: string; fingerprint: string } {
  const key = `import:${fileSha256.toLowerCase()}:${line}`;
  return { key, fingerprint: key };
}

export const importPercent = (processed: number, total: number) => (total === 0 ? 100 : Math.floor((processed * 100) / total));

/**
 * Records every resolved row in file order (a sale can need the stock a purchase above it
 * brought in) and collects the refusals. `onProgress` is told after every row; throttle it there.
 */
export async function runTransactionImport(
  rows: readonly ResolvedImportRow[],
  fileSha256: string,
  record: RecordImportedRow,
  options: { onProgress?: (progress: ImportProgress) => void | Promise<void> } = {},
): Promise<ImportResult> {
  const result: ImportResult = { total: rows.length, imported: 0, alreadyImported: 0, refused: [] };
  let processed = 0;
  for (const row of rows) {
    if (isRefusedRow(row)) {
      result.refused.push(row);
    } else {
      const outcome = await record(row, importRowKey(fileSha256, row.line));
      if (outcome.outcome === 'imported') result.imported++;
      else if (outcome.outcome === 'already-imported') result.alreadyImported++;
      else result.refused.push({ line: row.line, reasons: outcome.reasons });
    }
    processed++;
    await options.onProgress?.({ processed, total: rows.length, percent: importPercent(processed, rows.length) });
  }
  return result;
}

/** A command's refusal in the file's words: a row is a document of one line, so `items[0].price` is just `price`. */
export const importRowReason = (message: string) => message.replace(/\bitems\[0\]\.?/g, '').replace(/^\s+/, '');
