import type { FastifyRequest } from 'fastify';
import { readCsvUpload } from '../../../common/csv/read-csv-upload.js';

/** The form's fields (docs/bank-reconciliation.md): the file, the account it is a statement of, and its closing balance when it has no Balance column. */
export const STATEMENT_FILE_FIELD = 'statement';
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

export interface StatementUpload {
  fileName: string;
  text: string;
  /** sha256 of the bytes as uploaded: part of the request's idempotency fingerprint. */
  sha256: string;
  fields: { bankAccountId?: string; closingBalance?: string };
}

/** The statement upload, read as every CSV upload is (common/csv/read-csv-upload.ts), with its two text fields; over 5 MB: 413. */
export async function readStatementUpload(request: FastifyRequest): Promise<StatementUpload> {
  const upload = await readCsvUpload(request, {
    field: STATEMENT_FILE_FIELD,
    message: 'Upload the bank statement as a CSV file',
    fields: ['bankAccountId', 'closingBalance'],
    maxBytes: MAX_STATEMENT_BYTES,
    tooLargeMessage: 'The statement must be at most 5 MB',
  });
  return {
    fileName: upload.fileName.slice(0, 255),
    text: upload.text,
    sha256: upload.sha256,
    fields: { bankAccountId: upload.fields.bankAccountId || undefined, closingBalance: upload.fields.closingBalance || undefined },
  };
}
