import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error.js';
import { MAX_RECEIPT_BYTES } from './file-type.js';

export interface ReceiptForm {
  reference: string | undefined;
  file: { bytes: Buffer } | undefined;
}

const FILE_FIELDS = new Set(['file', 'receipt']);
const MULTIPART_MESSAGE = "Send the receipt as multipart/form-data: the file in the field 'file' (or 'receipt') and the transaction's reference";

/**
 * Reads the upload form (@fastify/multipart, registered in app.factory.ts): the first file sent as
 * `file` or `receipt`, and the `reference` field, in any order. A file over 10 MB stops the read
 * at the limit (never buffered whole) and answers 413.
 */
export async function readReceiptForm(request: FastifyRequest): Promise<ReceiptForm> {
  if (!request.isMultipart()) throw new AppError(400, 'MULTIPART_REQUIRED', MULTIPART_MESSAGE);
  const form: ReceiptForm = { reference: undefined, file: undefined };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_RECEIPT_BYTES, files: 4, fields: 10, fieldSize: 1024, parts: 14 } })) {
      if (part.type === 'file') {
        if (FILE_FIELDS.has(part.fieldname) && form.file === undefined) form.file = { bytes: await part.toBuffer() };
        else part.file.resume(); // anything else is read past, not kept
      } else if (part.fieldname === 'reference' && typeof part.value === 'string') {
        form.reference = part.value.trim();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.fileTooLarge('file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'TOO_MANY_PARTS', 'Send one file and the reference');
    }
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'MALFORMED_MULTIPART', MULTIPART_MESSAGE);
  }
  return form;
}
