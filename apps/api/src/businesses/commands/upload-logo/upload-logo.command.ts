import { Command } from '@nestjs/cqrs';
import type { ImageUpload } from '../../../catalogue/images/product-images.js';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { BusinessChangeResult } from '../business-write.js';

export interface UploadedLogo extends BusinessChangeResult {
  /** The business's companyImage now: the path that serves the logo. */
  companyImage: string;
}

/** PATCH /accounts/settings/update-logo: the business's logo, checked by its content, not yet stored. */
export class UploadLogoCommand extends Command<UploadedLogo> {
  constructor(
    readonly businessId: string,
    readonly logo: ImageUpload,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
