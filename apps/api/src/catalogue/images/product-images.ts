import { createHash } from 'node:crypto';
import type { ProductImage } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';

/** Spec 001 §9: PNG, JPEG, JPG or GIF, up to 10 MB. */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** An uploaded image, checked: its type read from its first bytes, never from its name. */
export interface ImageUpload extends ProductImage {
  bytes: Buffer;
}

const SIGNATURES: { contentType: string; matches: (bytes: Buffer) => boolean }[] = [
  { contentType: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { contentType: 'image/jpeg', matches: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { contentType: 'image/gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
];

/**
 * How a form names its image field, and how it answers a file over the limit (the product form
 * answers 413, as the body limit does; the asset form 400, as for any other bad field).
 */
export interface ImageField {
  field: string;
  oversizeStatus: 400 | 413;
}
const PRODUCT_IMAGE_FIELD: ImageField = { field: 'image', oversizeStatus: 413 };

export const imageTooLarge = ({ field, oversizeStatus }: ImageField = PRODUCT_IMAGE_FIELD) =>
  new AppError(oversizeStatus, 'IMAGE_TOO_LARGE', `${field} must be at most 10 MB`, [{ field, message: `${field} must be at most 10 MB` }]);

/** Checks an uploaded image (size, and PNG/JPEG/GIF by content); an empty one counts as none. */
export function checkImage(bytes: Buffer, imageField: ImageField = PRODUCT_IMAGE_FIELD): ImageUpload | undefined {
  if (bytes.length === 0) return undefined;
  if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) throw imageTooLarge(imageField);
  const type = SIGNATURES.find((signature) => signature.matches(bytes));
  if (!type) {
    const message = `${imageField.field} must be a PNG, JPEG or GIF picture`;
    throw new AppError(400, 'INVALID_IMAGE', message, [{ field: imageField.field, message }]);
  }
  return { sha256: createHash('sha256').update(bytes).digest('hex'), contentType: type.contentType, size: bytes.length, bytes };
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?(;[a-z0-9=-]+)*;base64,([A-Za-z0-9+/\s]*={0,2})$/i;

/** An image sent in JSON as a data URL (`data:image/png;base64,…`); its declared type is ignored. */
export function imageFromDataUrl(text: string): ImageUpload | undefined {
  const match = DATA_URL.exec(text.trim());
  if (!match) {
    const message = 'image must be a file, or a data URL (data:image/png;base64,…)';
    throw new AppError(400, 'INVALID_IMAGE', message, [{ field: 'image', message }]);
  }
  return checkImage(Buffer.from(match[3], 'base64'));
}

/**
 * Keeps the bytes of a product's (or an asset's) image, by business and sha256 (the same picture
 * twice is kept once). Called inside the product's decision, so with inline projections it commits
 * exactly when the product does; otherwise it is written before the append, so no event names a
 * missing image.
 */
export async function storeProductImage(db: Queryable, businessId: string, image: ImageUpload): Promise<void> {
  await execute(
    db,
    sql
      .table('product_images')
      .insert({ business_id: businessId, sha256: image.sha256, content_type: image.contentType, size: image.size, data: image.bytes })
      .onConflict(['business_id', 'sha256'])
      .ignore(),
  );
}

/** A product's (or an asset's) image as stored: the same one-row read as the business's logo. */
export { loadStoredImage as loadProductImage } from '@ledgerline/platform';
