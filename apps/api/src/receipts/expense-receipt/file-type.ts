/** What an expense receipt may be, told by the file's first bytes (never by its name or declared type). */
export interface ReceiptFileType {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'application/pdf';
  extension: string;
}

export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
export const RECEIPT_TYPE_MESSAGE = 'The file must be an image (JPEG, PNG, WebP, GIF) or a PDF';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The file's type by its magic bytes; undefined when it is none of the accepted ones. */
export function detectReceiptType(bytes: Buffer): ReceiptFileType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { contentType: 'image/webp', extension: 'webp' };
  // Strictly at offset 0 (readers tolerate a preamble; accepting one would let other content pass as a PDF).
  if (startsWith(bytes, ascii('%PDF-'))) return { contentType: 'application/pdf', extension: 'pdf' };
  return undefined;
}
