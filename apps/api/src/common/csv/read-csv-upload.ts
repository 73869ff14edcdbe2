import { createHash } from 'node:crypto';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** The form field the spec's client sends the file in (002 §7: "a form file named imageFile"). */
export const IMPORT_FILE_FIELD = 'imageFile';
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const UPLOAD_CSV_MESSAGE = 'Upload a CSV file';

export interface CsvUpload {
  fileName: string;
  text: string;
  /** sha256 of the bytes as uploaded: with a row's line, the row's idempotency key. */
  sha256: string;
  /** The text fields sent beside the file, of those the form has (`options.fields`), trimmed. */
  fields: Record<string, string>;
}

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel']);

/**
 * Reads the CSV file of a bulk import (spec 002 §5: CSV only, and required): the first file in
 * the field `imageFile`. It must be named *.csv or sent as CSV, and be text: a spreadsheet's
 * binary (.xlsx is a zip) renamed to .csv is refused by its content. UTF-8, or the Windows code
 * page spreadsheets on Windows save "CSV" in. Over 10 MB (or `maxBytes`): 413, stopped at the limit.
 * A form with text fields beside the file names them in `fields`: those are answered, any other
 * is refused as a JSON body's unknown field is; without `fields` text parts are passed over.
 */
export async function readCsvUpload(
  request: FastifyRequest,
  /** Another form's field (`null`: the first file, whatever its field), refusal message, text fields and size limit. */
  options: { field?: string | null; message?: string; fields?: readonly string[]; maxBytes?: number; tooLargeMessage?: string } = {},
): Promise<CsvUpload> {
  const field = options.field === undefined ? IMPORT_FILE_FIELD : options.field;
  const refuse = (message = options.message ?? UPLOAD_CSV_MESSAGE) => new AppError(400, 'CSV_FILE_REQUIRED', message, [{ field: field ?? 'file', message }]);
  if (!request.isMultipart()) throw refuse();
  let upload: { fileName: string; mimeType: string; bytes: Buffer } | undefined;
  const fields: Record<string, string> = {};
  const unknown: string[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes ?? MAX_IMPORT_BYTES, files: 4, fields: 10, fieldSize: 1024, parts: 14 } })) {
      if (part.type !== 'file') {
        if (options.fields?.includes(part.fieldname)) fields[part.fieldname] = String(part.value ?? '').trim();
        else if (options.fields) unknown.push(part.fieldname);
        continue;
      }
      if ((field === null || part.fieldname === field) && upload === undefined) {
        upload = { fileName: part.filename ?? '', mimeType: part.mimetype ?? '', bytes: await part.toBuffer() };
      } else {
        part.file.resume(); // anything else is read past, not kept
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.fileTooLarge(field ?? 'file', options.tooLargeMessage);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(413, 'TOO_MANY_PARTS', 'Send one CSV file');
    throw refuse();
  }
  if (unknown.length > 0) throw AppError.validation(unknown.map((name) => ({ field: name, message: `${name} is not a field this request accepts` })));
  if (!upload || upload.bytes.length === 0) throw refuse();
  const named = /\.csv$/i.test(upload.fileName);
  if (!named && !CSV_TYPES.has(upload.mimeType.toLowerCase())) throw refuse();
  const text = decodeText(upload.bytes);
  if (text === undefined) throw refuse(`${options.message ?? UPLOAD_CSV_MESSAGE}: ${upload.fileName || 'this file'} is not CSV text`);
  return { fileName: upload.fileName, text, sha256: createHash('sha256').update(upload.bytes).digest('hex'), fields };
}

/** The file as text, or undefined when it is not text (NUL bytes, or neither UTF-8 nor Windows-1252). */
function decodeText(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('windows-1252', { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
  }
}
