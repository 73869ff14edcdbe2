import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { canonicalJson, sha256Hex } from '@ledgerline/event-store';
import type { AssetForm } from '@ledgerline/ledger';
import { AppError } from '../../common/errors/app-error.js';
import type { IdempotencyContext } from '../../common/http/idempotency.js';
import { checkImage, imageTooLarge, PRODUCT_IMAGE_MAX_BYTES, type ImageUpload } from '../../catalogue/images/product-images.js';

/** The fields of the asset form (spec 001 §3 Asset); the UI-only ones are accepted and not kept. */
const FORM_FIELDS = [
  'tag',
  'name',
  'serialNo',
  'manufacturer',
  'model',
  'condition',
  'group',
  'category',
  'lifespan',
  'purchasePrice',
  'salvageValue',
  'forceSaleValue',
  'description',
  'imageUrl',
] as const;
const IGNORED_FIELDS = new Set(['_id', 'id', 'image', 'imageFile', 'qty_in_stock']);
/** The spec names the picture `image` and `imageFile`; the form sends one file under either. */
const IMAGE_FILE_FIELDS = new Set(['image', 'imageFile']);
const MULTIPART_LIMITS = { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 40, parts: 41, fieldSize: 64 * 1024 };

const invalid = (field: string, message: string) => AppError.validation([{ field, message }], message);

function pick(fields: Record<string, unknown>): AssetForm {
  const form: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if ((FORM_FIELDS as readonly string[]).includes(key)) form[key] = value;
    else if (!IGNORED_FIELDS.has(key)) throw invalid(key, `${key} is not a field of the asset form`);
  }
  return form as AssetForm;
}

/** The asset form as sent, with its picture when one was uploaded (checked by its content, not yet stored). */
export interface AssetSubmission {
  form: AssetForm;
  image?: ImageUpload;
  /** Same request, same fingerprint: the form's fields and the picture's hash (a form body is not JSON). */
  fingerprint: string;
}

/** Reads one uploaded picture: PNG, JPEG or GIF by its first bytes, at most 10 MB; anything else is 400 naming the field. */
async function readImagePart(part: MultipartFile): Promise<ImageUpload | undefined> {
  const imageField = { field: part.fieldname, oversizeStatus: 400 } as const;
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge(imageField);
    throw error;
  }
  if (part.file.truncated) throw imageTooLarge(imageField);
  return checkImage(bytes, imageField);
}

/**
 * Reads the asset form of POST /assets/create and PUT /assets/{id}: JSON, or the spec's
 * multipart form with an optional picture file (`image` or `imageFile`). In JSON a picture is
 * named by `imageUrl`.
 */
export async function readAssetForm(request: FastifyRequest, idempotency: IdempotencyContext): Promise<AssetSubmission> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
      throw AppError.validation([], 'Send the asset form as an object');
    return { form: pick((body ?? {}) as Record<string, unknown>), fingerprint: idempotency.fingerprint };
  }
  const fields: Record<string, unknown> = {};
  let image: ImageUpload | undefined;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (!IMAGE_FILE_FIELDS.has(part.fieldname)) {
          part.file.resume();
          throw invalid(part.fieldname, `${part.fieldname} is not a file this form accepts (only image)`);
        }
        image = await readImagePart(part);
        continue;
      }
      if (part.valueTruncated) throw invalid(part.fieldname, `${part.fieldname} is too long`);
      if (part.value !== '') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') throw invalid('image', 'Send one image at most');
    throw new AppError(400, 'MALFORMED_MULTIPART', 'The form could not be read as multipart/form-data');
  }
  const route = request.routeOptions?.url ?? request.url;
  const fingerprint = sha256Hex(canonicalJson({ method: request.method, route, form: fields, image: image?.sha256 ?? null }));
  return { form: pick(fields), image, fingerprint };
}
