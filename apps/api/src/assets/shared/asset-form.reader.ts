import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { canonicalJson, sha256Hex } from '@ledgerline/event-store';
import type { AssetForm } from '@ledgerline/ledger';
import { AppError } from '../../common/errors/app-error.js';
import type { IdempotencyContext } from '../../common/http/idempotency.js';

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
const MULTIPART_LIMITS = { fileSize: 10 * 1024 * 1024, files: 1, fields: 40, parts: 41, fieldSize: 64 * 1024 };

const invalid = (field: string, message: string) => AppError.validation([{ field, message }], message);

function pick(fields: Record<string, unknown>): AssetForm {
  const form: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if ((FORM_FIELDS as readonly string[]).includes(key)) form[key] = value;
    else if (!IGNORED_FIELDS.has(key)) throw invalid(key, `${key} is not a field of the asset form`);
  }
  return form as AssetForm;
}

/**
 * Reads the asset form of POST /assets/create and PUT /assets/{id}: JSON, or the spec's
 * multipart form. Image files are not kept yet (an image is named by `imageUrl`): one sent is
 * refused rather than dropped without a word.
 */
export async function readAssetForm(request: FastifyRequest, idempotency: IdempotencyContext): Promise<{ form: AssetForm; fingerprint: string }> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
      throw AppError.validation([], 'Send the asset form as an object');
    return { form: pick((body ?? {}) as Record<string, unknown>), fingerprint: idempotency.fingerprint };
  }
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        part.file.resume();
        throw new AppError(400, 'NOT_AVAILABLE_YET', 'Asset image files are not available yet: send imageUrl', [
          { field: part.fieldname, message: `${part.fieldname}: asset image files are not available yet, send imageUrl` },
        ]);
      }
      if (part.valueTruncated) throw invalid(part.fieldname, `${part.fieldname} is too long`);
      if (part.value !== '') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'MALFORMED_MULTIPART', 'The form could not be read as multipart/form-data');
  }
  const route = request.routeOptions?.url ?? request.url;
  return { form: pick(fields), fingerprint: sha256Hex(canonicalJson({ method: request.method, route, form: fields })) };
}
