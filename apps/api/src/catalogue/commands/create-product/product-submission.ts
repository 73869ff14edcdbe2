import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { canonicalJson, sha256Hex } from '@ledgerline/event-store';
import { AppError } from '../../../common/errors/app-error.js';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import { createValidationPipe } from '../../../common/http/validation.js';
import { checkImage, imageFromDataUrl, imageTooLarge, PRODUCT_IMAGE_MAX_BYTES, type ImageUpload } from '../../images/product-images.js';
import { CreateProductDto } from '../../products/product.dto.js';
import type { ProductSubmission } from './create-product.command.js';

const MULTIPART_LIMITS = { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 60, parts: 61, fieldSize: 64 * 1024 };

const invalid = (field: string, message: string) => AppError.validation([{ field, message }], message);

async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; image?: ImageUpload }> {
  const fields: Record<string, unknown> = {};
  let image: ImageUpload | undefined;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') {
          part.file.resume();
          throw invalid(part.fieldname, `${part.fieldname} is not a file this form accepts (only image)`);
        }
        image = checkImage(await part.toBuffer());
        continue;
      }
      if (part.valueTruncated) throw invalid(part.fieldname, `${part.fieldname} is too long`);
      if (Object.prototype.hasOwnProperty.call(fields, part.fieldname)) throw invalid(part.fieldname, `${part.fieldname} is sent more than once`);
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    if (code === 'FST_FILES_LIMIT') throw invalid('image', 'Send one image at most');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw AppError.validation([], 'The form has too many fields');
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'MALFORMED_MULTIPART', 'The form could not be read as multipart/form-data');
  }
  // The spec's client leaves empty values out; an empty text field counts as left out too.
  if (typeof fields.image === 'string' && fields.image !== '') image ??= imageFromDataUrl(fields.image);
  delete fields.image;
  return { fields: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')), image };
}

/**
 * Reads POST /inventories: JSON, or multipart/form-data with an optional `image` file. The fields go
 * through the same validation pipe as any body (unknown fields refused, each error naming its
 * field); the image is checked by its content.
 */
export async function readProductSubmission(request: FastifyRequest, idempotency: IdempotencyContext): Promise<ProductSubmission> {
  const pipe = createValidationPipe();
  const validate = async (value: unknown) => (await pipe.transform(value ?? {}, { type: 'body', metatype: CreateProductDto })) as CreateProductDto;
  if (!request.isMultipart()) {
    const form = await validate(request.body);
    const image = typeof form.image === 'string' && form.image !== '' ? imageFromDataUrl(form.image) : undefined;
    delete form.image;
    return { form, image, fingerprint: idempotency.fingerprint };
  }
  const { fields, image } = await readForm(request);
  const form = await validate(fields);
  const route = request.routeOptions?.url ?? request.url;
  const fingerprint = sha256Hex(canonicalJson({ method: request.method, route, form: fields, image: image?.sha256 ?? null }));
  return { form, image, fingerprint };
}
