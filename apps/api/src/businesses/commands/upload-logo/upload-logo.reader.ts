import type { FastifyRequest } from 'fastify';
import { canonicalJson, sha256Hex } from '@ledgerline/event-store';
import { checkImage, imageTooLarge, PRODUCT_IMAGE_MAX_BYTES, type ImageUpload } from '../../../catalogue/images/product-images.js';
import { AppError } from '../../../common/errors/app-error.js';

/** The spec names no field: `logo`, or `image` / `imageFile` as the other upload forms call theirs. */
const LOGO_FIELDS = new Set(['logo', 'image', 'imageFile']);
const LIMITS = { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 };

const invalid = (field: string, message: string) => AppError.validation([{ field, message }], message);

/** Reads the one logo file of a multipart form: PNG, JPEG or GIF by its first bytes, at most 10 MB; anything else 400. */
export async function readLogo(request: FastifyRequest): Promise<{ logo: ImageUpload; fingerprint: string }> {
  if (!request.isMultipart()) throw invalid('logo', 'Send the logo as a multipart/form-data file named logo');
  let logo: ImageUpload | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type !== 'file') continue;
      const field = { field: part.fieldname, oversizeStatus: 400 } as const;
      if (!LOGO_FIELDS.has(part.fieldname)) {
        part.file.resume();
        throw invalid(part.fieldname, `${part.fieldname} is not a file this form accepts (only logo)`);
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge(field);
        throw error;
      }
      if (part.file.truncated) throw imageTooLarge(field);
      logo = checkImage(bytes, field);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') throw invalid('logo', 'Send one logo');
    throw new AppError(400, 'MALFORMED_MULTIPART', 'The form could not be read as multipart/form-data');
  }
  if (!logo) throw invalid('logo', 'Choose a PNG, JPEG or GIF picture for the logo');
  // A form body is not JSON: the same picture is the same request.
  const fingerprint = sha256Hex(canonicalJson({ method: request.method, route: 'update-logo', logo: logo.sha256 }));
  return { logo, fingerprint };
}
